"""The podium's blocks are medal metals (gold, silver, bronze) and each player's seat colour
is a badge on their block, never the block's fill (hS16: the critics disagreed; settled)."""

from __future__ import annotations

import pygame

from game.scenes.results import ResultRow
from game.widgets.medals import MEDAL_COLOURS
from game.widgets.podium import band_px, draw_podium, steps
from game.widgets.seats import seat_colour


def _near(a, b, tolerance=6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def test_each_block_is_its_medals_metal_with_the_seat_colour_as_a_badge_on_it():
    pygame.init()
    rows = [ResultRow(1, "Ana", 250, seat=3), ResultRow(2, "Ion", 240, seat=4),
            ResultRow(3, "Dan", 190, seat=5)]
    room = pygame.Rect(0, 0, 1400, 700)
    surface = pygame.Surface(room.size)
    surface.fill((0, 0, 0))
    draw_podium(surface, room, rows, lambda row: row.name, 10.0, 1.0)
    for row, step in steps(room, rows, 1.0):
        metal = MEDAL_COLOURS[row.place][0]
        face = surface.get_at((step.x + step.w // 12, step.bottom - step.h // 6))[:3]
        assert _near(face, metal), (row.place, face, metal)  # the block: the metal
        seat = seat_colour(row.seat)
        inner = pygame.Rect(step.x, step.y + band_px(1.0), step.w, step.h - band_px(1.0))
        seat_pixels = sum(1 for x in range(inner.x, inner.right, 3)
                          for y in range(inner.y, inner.bottom, 3)
                          if _near(surface.get_at((x, y))[:3], seat, 2))
        samples = (inner.w // 3) * (inner.h // 3)
        # the seat's colour on the block: a badge (some of it), not the fill (most of it)
        assert 0.01 * samples <= seat_pixels <= 0.35 * samples, (row.place, seat_pixels,
                                                                  samples)
