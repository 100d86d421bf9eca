"""The Yams figures' "Partea de sus" and "Partea de jos" icons are told apart at a glance
(critic C60: the two score sheets, one half lit each, looked alike): the lower part's icon is
not the upper's turned upside down, its lit half in a colour of its own, each with an arrow
pointing to its part."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.stat_icons import draw_stat_icon


def _icon(name: str, side: int) -> pygame.Surface:
    surface = pygame.Surface((side + 8, side + 8))
    surface.fill((18, 90, 54))  # on the felt
    draw_stat_icon(surface, name, surface.get_rect().center, side)
    return surface


def _apart(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of the pixels either icon paints (off the felt) where the two differ."""
    w, h = a.get_size()
    felt = a.get_at((0, 0))
    painted = [(x, y) for x in range(w) for y in range(h)
               if a.get_at((x, y)) != felt or b.get_at((x, y)) != felt]
    differ = sum(1 for x, y in painted
                 if sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3],
                                                   strict=True)) > 90)
    return differ / len(painted)


@pytest.mark.parametrize("side", [22, 40])
def test_the_upper_and_lower_parts_icons_are_no_mirror_of_each_other(side):
    upper, lower = _icon("upper", side), _icon("lower", side)
    turned = pygame.transform.flip(upper, False, True)
    assert _apart(lower, turned) >= 0.25, _apart(lower, turned)
    assert _apart(lower, upper) >= 0.3
