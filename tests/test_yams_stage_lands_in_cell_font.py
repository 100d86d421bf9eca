"""A Yams stage's figure lands in its cell's own look (critic C51): as its pop settles, the
upper bonus's "35" stands in the sheet's own type (its face, its ink, its size on the
lifted row), never in the stage's display lettering that then jumps to the sheet's."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.stage import POP
from game.views.stage_landing import draw_pop
from game.widgets.text import BOLD, font
from tests.uihelpers import make_app
from tools.screens_stage import _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_landed_figure_settles_in_the_sheets_own_type(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        table = app.manager.stack[-2]
        picture = stage.picture
        # the pop settled, on the stage's own flight (hY74: the upper bonus flies at 36-54 %
        # of its stage, no longer at the shared FLY's 66-76 %)
        stage.clock.age = stage.clock.duration * (stage.clock.fly[1] + POP + 0.004)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        draw_pop(layer, picture, stage.clock)
        drawn = layer.get_bounding_rect(min_alpha=128)
        assert drawn.w > 0
        text = table.tr.format_int(35) if hasattr(table.tr, "format_int") else "35"
        own = font(round(table.sheet.font_size * picture.lift_scale), BOLD).render(
            text, True, theme.INK).get_bounding_rect(min_alpha=128)
        assert abs(drawn.h - own.h) <= 2 and abs(drawn.w - own.w) <= 3, (drawn, own)
        darkest = min(sum(layer.get_at((x, drawn.centery))[:3])
                      for x in range(drawn.left, drawn.right)
                      if layer.get_at((x, drawn.centery))[3] > 200)
        assert darkest <= sum(theme.INK) + 60  # the sheet's ink, not an amber gradient
    finally:
        app.close()
