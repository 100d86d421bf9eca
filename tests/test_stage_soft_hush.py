"""The felt under a lesser stage's words is hushed in a soft, feathered oval: no straight
edge of a dark box slices the score sheet or the standings, and the stage leaves nothing
behind it as it goes (no hushed patch outlives its words)."""

from __future__ import annotations

import pygame

from game import theme
from game.flow.stage import BIG, StageClock
from game.views.stage import StagePicture, draw_stage
from game.widgets.felt import felt_area, hush
from tests.uihelpers import make_app

FLAT = (200, 200, 200)


def _bonus(size: tuple[int, int]) -> StagePicture:
    """An upper bonus's stage over a plain felt of a window ``size``."""
    scale = theme.scale_for(size)
    return StagePicture("upper_bonus", BIG, felt_area(size), scale, "Bonus!",
                        line="Ana", seat=0, caption="Bonusul de sus: Asuri–Șase au ajuns la 63")


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


def test_the_hush_under_the_words_is_a_soft_oval_with_no_straight_edge(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        picture = _bonus(size)
        block = picture.words_block()
        assert block is not None
        dark = _darkening(picture, size)
        bounds = pygame.Rect(0, 0, *size)
        full = dark(*block.center)
        assert full >= 20  # the words' felt clearly darker
        # along its middle row the hush fades over a wide feather, not a box's rim
        x0 = _half_way(dark, block.center, (1, 0), full * 0.9, bounds)
        x1 = _half_way(dark, block.center, (1, 0), full * 0.1, bounds)
        assert x1 - x0 >= theme.px(56, picture.scale), (x0, x1)
        # its edge is curved: nearer the top its half-way point lies well inside the
        # middle row's (a box's edge stands at one x on every row)
        middle = _half_way(dark, block.center, (1, 0), full / 2, bounds)
        high = (block.centerx, block.top + block.h // 6)
        assert middle - _half_way(dark, high, (1, 0), full / 2, bounds) >= theme.px(24,
                                                                                   picture.scale)
        upper = _half_way(dark, block.center, (0, -1), full / 2, bounds)
        side = (block.left + block.w // 8, block.centery)
        assert upper - _half_way(dark, side, (0, -1), full / 2, bounds) >= theme.px(12,
                                                                                    picture.scale)
    finally:
        app.close()


def test_the_hush_under_the_words_leaves_with_them(tmp_path):
    # as the stamp fades (the dimming still lifting over the last frames) no hushed patch
    # of felt stays where the words stood: the table is dimmed evenly, then not at all
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        picture = _bonus(size)
        block = picture.words_block()
        assert block is not None
        table = pygame.Surface(size)
        table.fill(FLAT)
        clock = StageClock("upper_bonus")
        clock.age = clock.duration * 0.95  # the words gone, the dimming lifting
        assert clock.dimming() > 0.2 and clock.light() == 0
        surface = table.copy()
        draw_stage(surface, picture, clock)
        inside = surface.get_at(block.center)[0]
        outside = surface.get_at((block.centerx, max(0, block.top - theme.px(140, 1.0))))[0]
        far = surface.get_at((picture.felt.left + 4, picture.felt.bottom - 4))[0]
        assert abs(inside - far) <= 2 and abs(outside - far) <= 2, (inside, outside, far)
    finally:
        app.close()


def test_the_soft_hush_is_made_once_for_a_size():
    from game.views.stage_hush import soft_oval

    # not rebuilt every frame, nor for every stage of one size: one oval, kept
    assert soft_oval((300, 120), 40) is soft_oval((300, 120), 40)
