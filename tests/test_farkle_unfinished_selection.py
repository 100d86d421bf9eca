"""A die set aside that does not score yet (a 2 of a straight still to finish) is never shown
as a scoring selection: it rests on the mat unlit (the 1 beside it keeps its glow), the mat's
line says it brings no points yet and the prompt says what finishes it."""

from __future__ import annotations

import pygame
import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.views.farkle_views import selection_label
from game.widgets.dice_render import Look
from tests.uihelpers import FRAME, make_app
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _table(app, dice):
    from game.scenes.farkle_table import FarkleTableScene

    app.rng = ScriptedDice(dice, seed=5)
    table = FarkleTableScene(app, FarkleGame.new([Player("Ana"), Player("Ion")]))
    app.manager.push(table)
    at = tuple(round(v) for v in table.roll_button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    with unseen_frames(app):  # the tumble: unseen but the last frame
        for _ in range(300):
            app.step(FRAME)
            if table.outcome_visible() and not table.tray.is_moving:
                break
    return table


def test_a_part_of_a_straight_is_set_aside_unlit_and_explained(tmp_path):
    app = make_app(tmp_path, size=(1024, 600), coach_marks=False)
    try:
        table = _table(app, (1, 5, 2, 3, 4, 6))
        table.flow.toggle(2)
        table.flow.toggle(0)
        for _ in range(15):  # (landed on the mat: the line names them as they land, S53)
            app.step(FRAME)
        assert table.tray.state(0) is Look.HELD  # a 1 scores on its own
        assert table.tray.state(2) is not Look.HELD  # the 2 waits for its straight
        label, _ = selection_label(table.flow, app.tr)
        assert label == app.tr("farkle.selection_unfinished")
        assert table.flow.prompt().key == "farkle.guide.straight_all"
        for i in (1, 3, 4, 5):  # the straight finished: it scores, every die lit
            table.flow.toggle(i)
        for _ in range(15):  # (landed: S53)
            app.step(FRAME)
        assert all(table.tray.state(i) is Look.HELD for i in range(6))
        assert selection_label(table.flow, app.tr)[0] != app.tr("farkle.selection_unfinished")
        app.manager.pop()
        table = _table(app, (2, 2, 3, 3, 6, 6))
        table.flow.toggle(0)
        app.step(FRAME)
        assert table.tray.state(0) is not Look.HELD
        assert table.flow.prompt().key == "farkle.guide.pairs_all"
    finally:
        app.close()
