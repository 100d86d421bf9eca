"""The podium's blocks are medal metals (gold, silver, bronze), never the seat's colour (hS16:
the critics disagreed; settled); the place badge is the block's own metal and the player's
seat shows on their token on top (hY18) and, since hR41, on the block's stripe under its top
face (tests/test_podium_ranks_read.py): never on the face under them, by the badge."""

from __future__ import annotations

import pygame

from game.scenes.results import ResultRow
from game.widgets.medals import MEDAL_COLOURS
from game.widgets.podium import band_px, draw_podium, step_colours, steps, token_side
from game.widgets.seats import seat_colour


def _near(a, b, tolerance=6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def test_each_block_is_its_medals_metal():
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


def test_the_place_badge_is_the_blocks_metal_and_the_seat_shows_once_on_top():
    """A silver "2" reads silver: the place badge is in the block's own metal (a dark
    figure), and the seat's colour is on the token alone (above the badge, never twice)."""
    pygame.init()
    rows = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
            ResultRow(3, "Dan", 190, seat=2)]
    room = pygame.Rect(0, 0, 1400, 700)
    surface = pygame.Surface(room.size)
    surface.fill((0, 0, 0))
    draw_podium(surface, room, rows, lambda row: row.name, 10.0, 1.0)
    for row, step in steps(room, rows, 1.0):
        seat = seat_colour(row.seat)
        # under the token's lower half: the badge's room, where the seat must not show
        below = pygame.Rect(step.x, step.y + band_px(1.0) + token_side(1.0) // 2 + 2, step.w,
                            step.bottom - step.y - band_px(1.0) - token_side(1.0) // 2 - 2)
        seat_pixels = sum(1 for x in range(below.x, below.right, 2)
                          for y in range(below.y, below.bottom, 2)
                          if _near(surface.get_at((x, y))[:3], seat, 8))
        assert seat_pixels == 0, (row.place, seat_pixels)  # the seat: once, on the token
        face, band = step_colours(row.place)
        light = sum(1 for x in range(below.x, below.right, 2)
                    for y in range(below.y, below.bottom, 2)
                    if _near(surface.get_at((x, y))[:3], band, 4))
        assert light >= 12, (row.place, light)  # the numeral's lit edge: the metal's own
        # light (round 77, hW80, ruling S29: no disc, the numeral written large straight on
        # the metal; its disc's light counted 40 samples or more)
