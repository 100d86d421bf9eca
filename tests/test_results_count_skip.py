"""The winner's total on the results counts up big and briefly; a click or a key during the
count only lands it (the second one acts), and a person's win has its confetti at once."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.podium import COUNT_TIME, counted
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [ResultRow(1, "Ana", 9_000, seat=0), ResultRow(2, "Ion", 4_000, seat=1)]


def _panel(app, acted):
    panel = ResultsOverlay(app, ROWS, lambda: acted.append("new"), lambda: acted.append("menu"))
    app.manager.push(panel, fade=False)
    return panel


def test_a_click_during_the_count_lands_it_and_a_second_click_acts(tmp_path):
    app = make_app(tmp_path)
    try:
        acted: list[str] = []
        panel = _panel(app, acted)
        assert COUNT_TIME <= 1.2  # brief
        assert panel._confetti and min(p.delay for p in panel._confetti) <= 0  # at once
        for _ in range(12):  # a fifth of a second: still counting
            app.step(1 / 60)
        shown = counted(ROWS[0].total, panel.count_time())
        assert shown < ROWS[0].total
        at = panel.new_game_button.rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.manager.handle_event(pygame.event.Event(kind, button=1, pos=at))
        assert acted == [] and app.manager.top is panel  # the click only finished the count
        assert counted(ROWS[0].total, panel.count_time()) == ROWS[0].total
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.manager.handle_event(pygame.event.Event(kind, button=1, pos=at))
        assert acted == ["new"]  # the second click acts
    finally:
        app.close()


def test_a_key_but_esc_during_the_count_lands_it_without_acting(tmp_path):
    app = make_app(tmp_path)
    try:
        acted: list[str] = []
        panel = _panel(app, acted)
        app.step(1 / 60)
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        app.manager.handle_event(key)
        assert acted == [] and not panel.counting()
        app.manager.handle_event(key)
        assert acted == ["new"]  # Return on the focused "Partidă nouă"
    finally:
        app.close()


def test_esc_during_the_count_still_leaves(tmp_path):
    app = make_app(tmp_path)
    try:
        acted: list[str] = []
        panel = _panel(app, acted)
        app.step(1 / 60)
        assert panel.counting()
        app.manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE,
                                                    mod=0, unicode="\x1b"))
        assert acted == ["menu"]
    finally:
        app.close()
