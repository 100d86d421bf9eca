"""Under a 10 000 stage "?" and "Pauză" stay lit and do what they show (review, round 69:
they were greyed, yet F1 still opened the rules and a click on them was swallowed, neither
acting nor skipping the stage): a click on one opens its screen over the stage, F1 the rules,
and the stage waits under it (its clock stopped, not ended); a click elsewhere still only
ends the stage. "Aruncă", "Încasează" and "Sugestie" stay dimmed under it."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.overlays import PauseOverlay
from tests.uihelpers import click, key, make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _staged(app):
    """The hot dice' stage over its table, well into it."""
    {name: build for name, build, _ in STATES}["hot_dice"](app)
    stage = until_staged(app, "hot_dice")
    for _ in range(3):
        app.step(1 / 30)
    return stage


@pytest.mark.parametrize(("corner", "opens"), [("help", FarkleHelpOverlay),
                                               ("menu", PauseOverlay)])
def test_a_click_on_a_lit_corner_acts_over_the_waiting_stage(tmp_path, corner, opens):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _staged(app)
        table = stage.table
        button = getattr(table, f"{corner}_button")
        assert button.visible and button.enabled and button.style != "idle", corner
        assert not (table.roll_button.enabled or table.bank_button.enabled
                    or table.hint_button.enabled)
        progress = stage.clock.progress
        click(app, button)
        assert isinstance(app.manager.top, opens), type(app.manager.top).__name__
        assert stage in app.manager.stack and not stage._ended  # it waits, not skipped
        for _ in range(5):
            app.step(1 / 30)
        assert stage.clock.progress == progress  # its clock waits under the screen
        app.manager.pop(fade=False)
        assert app.manager.top is stage
    finally:
        app.close()


def test_f1_opens_the_rules_over_the_stage_and_a_click_elsewhere_ends_it(tmp_path):
    from game.scenes.rules import RulesScene

    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _staged(app)
        key(app, pygame.K_F1)
        assert isinstance(app.manager.top, RulesScene), type(app.manager.top).__name__
        assert stage in app.manager.stack and not stage._ended
        app.manager.pop(fade=False)
        assert app.manager.top is stage
        click(app, pygame.Rect(app.size[0] // 2, app.size[1] // 2, 1, 1))
        assert stage._ended and app.manager.top is stage.table
    finally:
        app.close()


def test_leaving_from_the_pause_over_a_stage_leaves_the_table(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _staged(app)
        table = stage.table
        click(app, table.menu_button)
        assert isinstance(app.manager.top, PauseOverlay)
        table.leave_game()  # (the pause's "Părăsește partida", confirmed)
        assert table not in app.manager.stack and stage not in app.manager.stack
    finally:
        app.close()
