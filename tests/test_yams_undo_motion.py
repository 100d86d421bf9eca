"""An undo does not snap: the undone box's points fade out of its cell and the turn's dice
rise back to their places, in under 0.3 s (fake clock), and the next click or key ends it
at once."""

from __future__ import annotations

import pygame
import pytest

from game.flow.turn_passing import PASS_SECONDS, UNDO_RETURN_SECONDS
from game.rules.yams import Box
from tests.test_yams_flow import run, seat, throw
from tests.uihelpers import make_app
from tools.screens_yams import click_at, pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_an_undo_returns_the_box_and_the_dice_with_a_short_motion():
    flow, port = seat((6, 6, 3, 4, 1, 2, 5, 6), names=("Ana", "Ștefan"))
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    run(flow, port, PASS_SECONDS + 0.05)
    flow.undo()
    back = flow.undo_return
    assert back.active and back.box is Box.CHANCE and back.player == 0 and back.points == 20
    assert back.progress == 0.0 and flow.busy
    assert 0 < UNDO_RETURN_SECONDS < 0.3
    seen = []
    for _ in range(20):
        run(flow, port, 1 / 60)
        seen.append(back.progress)
    assert seen == sorted(seen) and 0 < seen[0] < 1  # it moves, forwards
    run(flow, port, 0.3)
    assert not back.active and back.progress == 1.0  # over in under 0.3 s


def test_the_next_click_ends_the_undo_motion_at_once(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [6, 6, 3, 4, 1] * 3, computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        for _ in range(40):
            app.step(1 / 30)
        scene.undo()
        assert scene.flow.undo_return.active
        cell = scene.sheet.cell_rect(0, Box.CHANCE)
        app.step(1 / 60)
        fading = app.screen.subsurface(cell).copy()
        click_at(app, (scene.left.centerx, scene.left.bottom - 2))  # the felt: no action
        assert not scene.flow.undo_return.active
        app.step(1 / 60)
        after = app.screen.subsurface(cell)
        changed = sum(fading.get_at((x, y)) != after.get_at((x, y))
                      for x in range(0, cell.w, 2) for y in range(0, cell.h, 2))
        assert changed > 0  # the old points were fading in the cell; gone at the click
        pygame.event.clear()
    finally:
        app.close()
