"""As a bonus lands in its cell, one outline is drawn round the cell, in register with it
(critic C25 §2): the landing's flash never spreads a second ring out of the cell's own as
the stage leaves."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.stage import BIG, FLY, StageClock
from game.views.stage_landing import draw_landing
from game.views.stage_picture import StagePicture
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_landing_flash_stays_in_register_with_its_cell(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        felt = felt_area((1366, 768))
        target = pygame.Rect(felt.right - 400, felt.bottom - 160, 220, 30)
        picture = StagePicture("upper_bonus", BIG, felt, 0.7, "Bonus!", line="Ana", seat=0,
                               counter=(0, 35), target=target)
        clock = StageClock("upper_bonus")
        hug = target.inflate(2 * theme.px(6, picture.scale), 2 * theme.px(6, picture.scale))
        shares = [FLY[1] + 0.01 + k * (0.99 - FLY[1]) / 12 for k in range(13)]
        for share in shares:
            clock.age = clock.duration * share
            surface = pygame.Surface((1366, 768))
            draw_landing(surface, picture, clock)
            surface.fill((0, 0, 0), hug)  # what hugs the cell
            black = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
            outside = 1366 * 768 - black.count()  # lit pixels away from the cell
            assert outside == 0, (round(share, 3), outside)
    finally:
        app.close()
