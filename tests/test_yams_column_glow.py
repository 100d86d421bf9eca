"""The next player's column greeting them (game.views.yams_turn_entrance.draw_column_glow)
stays on the sheet and is smooth (critic Y28: it bled out of the sheet towards "Pauză" in
stepped bands with a lighter stripe through it)."""

from __future__ import annotations

import pygame

from game.views.yams_turn_entrance import draw_column_glow


def _glow() -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    sheet = pygame.Rect(50, 60, 300, 200)
    column = pygame.Rect(200, 60, 100, 200)  # the column reaches the sheet's top edge
    draw_column_glow(surface, column, sheet, 0, 1.0, 1.0)
    return surface, sheet, column


def test_the_glow_never_leaves_the_sheet():
    surface, sheet, _ = _glow()
    outside = [(x, y) for x in range(0, 400, 2) for y in range(0, 300, 2)
               if not sheet.collidepoint(x, y) and surface.get_at((x, y)).a > 0]
    assert not outside, outside[:5]


def test_the_glow_fades_smoothly_inwards_without_stripes():
    surface, _, column = _glow()
    y = column.centery
    alphas = [surface.get_at((x, y)).a for x in range(column.x, column.centerx)]
    assert alphas[0] > alphas[-1]  # brightest at the column's edge
    steps = [b - a for a, b in zip(alphas, alphas[1:], strict=False)]
    assert all(step <= 0 for step in steps), alphas  # no lighter stripe inside
    assert max(-step for step in steps) <= 24, alphas  # no stepped bands
