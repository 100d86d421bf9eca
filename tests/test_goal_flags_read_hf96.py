"""The goal card's finish flags read as flags (ruling S55 (5), round 78, hF96, critic cB78
#12: the chequered cloth's dark checks melted into the maroon plate, and its columns, lifted
apart by the wave, read as broken tiles). Each flag's cloth is one piece edged all round in
gold (the first thing met coming down onto the cloth, in every column of it, and the last
going off its foot), on a pole of real thickness with a knob; the cloth hangs from the pole's
top. Drawn at the three sizes' scales."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.goal_flags import FLAG_EDGE, draw_flag

PLATE = (58, 14, 22)


@pytest.mark.parametrize("scale", [1.0, 0.711, 0.556])
@pytest.mark.parametrize("mirror", [False, True])
def test_the_cloth_is_edged_all_round_on_a_thick_pole(scale, mirror):
    h = round(150 * scale)
    rect = pygame.Rect(20, 20, round(h * 1.25), h)
    layer = pygame.Surface((rect.right + 20, rect.bottom + 20))
    layer.fill(PLATE)
    draw_flag(layer, rect, scale, mirror)
    pole = max(3, theme.px(7, scale))
    margin = pole + 2 * max(2, theme.px(4, scale)) + 2  # (inside its upright edges)
    inner = range(rect.left + margin, rect.right - margin)
    for x in inner:
        column = [tuple(layer.get_at((x, y)))[:3] for y in range(rect.top - 8, rect.bottom)]
        met = [c for c in column if c != PLATE]
        assert met, x
        assert met[0] == FLAG_EDGE, (x, met[0])  # the cloth's top edge, no bare check
        assert met[-1] == FLAG_EDGE, (x, met[-1])  # and its foot
        assert any(c != FLAG_EDGE for c in met), x  # (a cloth inside its edge)
    pole_x = rect.right - pole // 2 - 1 if mirror else rect.left + pole // 2
    row = [tuple(layer.get_at((x, rect.centery + h // 4)))[:3]
           for x in range(pole_x - pole, pole_x + pole + 1)]
    assert sum(1 for c in row if c == theme.GOLD) >= pole - 2, row  # a pole, not a hairline
