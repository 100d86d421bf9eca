"""A 10 000 bank's stage opens on its dice (critic B31 §1: the goal's and a big bank's
stages opened on an empty olive frame, then the dice appeared already on their way): from
the stage's first frame the banked dice show whole, lifting from the mat's slots toward the
stage's row; they fade only on their way home, into slots the bank has emptied."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_gather import flying_rects
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _frame(stage, age: float) -> pygame.Surface:
    stage.clock.age = age
    surface = pygame.Surface(stage.table.app.screen.get_size())
    stage.table.draw(surface)
    stage.draw(surface)
    return surface


@pytest.mark.parametrize("state", ["goal", "bank_big"])
def test_the_first_frame_shows_the_banked_dice_whole(tmp_path, state):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: b for name, b, _ in STATES}[state](app)
        stage = until_staged(app, state)
        surface = _frame(stage, 0.0)
        dice = flying_rects(stage.picture, stage.clock)
        assert dice
        for die in dice:  # the top middle of a face: no pip on any face, the die's cream
            colour = surface.get_at((die.centerx, die.top + round(die.h * 0.15)))
            assert min(colour[:3]) > 180, (die, tuple(colour))
    finally:
        app.close()
