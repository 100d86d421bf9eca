"""The results panel enters as one piece: once the panel stands in place and the podium's
steps have risen, everything on it is wholly in and its buttons act; nothing waits for the
count. Amended in round 77 (hW80, ruling S29): hR67 (critic C66: "the results panel enters
with its bottom 40 % blank for ~0.5 s") had the figures under the podium, the list from the
fourth place and the buttons fade in with the panel's own rise, from 40 %: they read as
greyed out, disabled. They come in after the podium, in full colour, soon after its steps
stand (tests/test_results_figures_entrance_hw80.py)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets import layout_record
from game.widgets.podium_motion import entrance_done
from tests.test_results_podium_sequence import _farkle_rows
from tests.uihelpers import click, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FOUR = _farkle_rows()  # four players with their figures: a podium and a list from the 4th
ALONE = [ResultRow(1, "Ana", 186, seat=0)]


def _roles_drawn(app) -> set[str]:
    """The roles of the texts and panels the next frame draws."""
    layout_record.start(app.screen.get_size())
    try:
        layout_record.begin()
        app.manager.draw(app.screen)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    return {t.role for t in frame.texts} | {p.role for p in frame.panels}


@pytest.mark.parametrize("rows", [FOUR, ALONE], ids=["podium", "alone"])
def test_the_lower_part_comes_in_with_the_panel(tmp_path, rows):
    app = make_app(tmp_path, size=(1366, 768))
    acted: list[str] = []
    try:
        panel = ResultsOverlay(app, rows, lambda: acted.append("new"),
                               lambda: acted.append("menu"), counted_already=True,
                               handed=False, quiet=len(rows) == 1)
        app.manager.push(panel, fade=False)
        first = _roles_drawn(app)  # the very first frame: the panel and its podium, the
        figures = {"podium_stat", "podium_award"}  # (a 10 000 player's award: S86)
        assert panel.buttons_light() == 0 and not figures & first, first  # the rest
        assert "list_total" not in first, first  # after it
        while panel.time < entrance_done():  # (S29: after the podium, was with the panel)
            app.step(1 / 60)
        assert panel.figures_light() == 1.0 and panel.buttons_light() == 1.0
        roles = _roles_drawn(app)
        assert "button" in roles, roles
        if len(rows) > 1:
            assert figures & roles and "list_total" in roles, roles
        # round-67 review: the figures are in with the panel, but the entrance lasts until
        # the podium's blocks have risen too (it ended at the figures' 0.3 s with blocks
        # still rising till 0.5 s, a click between them pressing a button): the buttons act
        # once it is all over (this test had "nothing enters after the panel")
        while panel.time < entrance_done():
            app.step(1 / 60)
        app.step(1 / 60)
        click(app, panel.menu_button)  # once it stands the buttons act
        assert acted == ["menu"]
    finally:
        app.close()


def test_nothing_on_the_panel_waits_for_the_count(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = ResultsOverlay(app, FOUR, lambda: None, lambda: None, counted_already=False,
                               handed=False)
        app.manager.push(panel, fade=False)
        while panel.time <= entrance_done():
            app.step(1 / 60)
        assert panel.counting()  # the winner's total still counts up, big, on the podium
        assert panel.figures_light() == 1.0 and panel.buttons_light() == 1.0
        assert {"podium_award", "button"} <= _roles_drawn(app)  # (its award: S86)
    finally:
        app.close()


def test_a_click_during_the_rise_only_lands_it(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    acted: list[str] = []
    try:
        panel = ResultsOverlay(app, FOUR, lambda: acted.append("new"),
                               lambda: acted.append("menu"), counted_already=True,
                               handed=False)
        app.manager.push(panel, fade=False)
        app.step(1 / 60)
        click(app, panel.menu_button)
        assert acted == [] and app.manager.top is panel  # landed, nothing acted
        assert panel.buttons_light() == 1.0
        pygame.event.clear()
        click(app, panel.menu_button)
        assert acted == ["menu"]
    finally:
        app.close()
