"""The felt under a lesser stage's words is hushed in a soft, feathered oval: no straight
edge of a dark box slices the score sheet or the standings, and the stage leaves nothing
behind it as it goes (no hushed patch outlives its words)."""

from __future__ import annotations

import pygame

from game import theme
from game.flow.stage import BIG
from game.views.stage import StagePicture
from game.widgets.felt import felt_area, hush

FLAT = (200, 200, 200)


def _bonus(size: tuple[int, int]) -> StagePicture:
    """An upper bonus's stage over a plain felt of a window ``size``."""
    scale = theme.scale_for(size)
    return StagePicture("upper_bonus", BIG, felt_area(size), scale, "Bonus!",
                        line="Ana", seat=0, caption="Bonusul de sus: Asuri–Șase și-au atins pragul")


def _darkening(picture: StagePicture, size: tuple[int, int]) -> callable:
    """How much darker (0..255) each point is under the words than the rest of the table."""
    flat = pygame.Surface(size)
    flat.fill(FLAT)
    under = flat.copy()
    picture.hush_table(under, flat)
    plain = flat.copy()
    hush(plain, picture.dim_alpha(), picture.scale, blur=False)
    return lambda x, y: plain.get_at((x, y))[0] - under.get_at((x, y))[0]


def _half_way(dark: callable, start: tuple[int, int], step: tuple[int, int], half: float,
              bounds: pygame.Rect) -> int:
    """Pixels walked from ``start`` by ``step`` until the darkening falls under ``half``."""
    x, y = start
    walked = 0
    while bounds.collidepoint(x, y) and dark(x, y) >= half:
        x, y, walked = x + step[0], y + step[1], walked + 1
    return walked


def test_the_soft_hush_is_made_once_for_a_size():
    from game.views.stage_hush import soft_oval

    # not rebuilt every frame, nor for every stage of one size: one oval, kept
    assert soft_oval((300, 120), 40) is soft_oval((300, 120), 40)
