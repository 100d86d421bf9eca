"""The last round's ribbon, its dark shadow counted, keeps clear felt above the dice row's
slots (the critic measured ~12 px at 1920×1080, less at the smaller sizes: its shadow hung
under the rect it was placed by)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import make_app
from tools.screens_farkle import _last_round

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _near(colour: pygame.Color, target: tuple[int, int, int]) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], target, strict=True)) < 40


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_ribbon_and_its_shadow_stand_clear_of_the_slots(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _last_round(app)
        table = app.manager.top
        for _ in range(40):  # the ribbon slid in and settled
            app.step(1 / 60)
        said = table.flow.big_announcement()
        assert said is not None and said.key == "farkle.last_round"
        surface = pygame.Surface(size)
        table.draw(surface)
        x = table.center.centerx
        row_top = table.row_y - table.die_side // 2
        lowest = None
        for y in range(row_top - 1, table.center.y, -1):
            if any(_near(surface.get_at((x + dx, y)), c) for dx in (-60, 0, 60)
                   for c in (theme.GOLD, theme.GOLD_DARK)):
                lowest = y
                break
        assert lowest is not None
        assert row_top - lowest - 1 >= table.px(14), (row_top - lowest - 1, table.px(14))
    finally:
        app.close()
