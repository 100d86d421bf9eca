"""The winner's block is lit (critic C32: "heights barely differ", the podium a row of
slabs): a warm gold glow round the tallest block, over the felt beside and above it, none
round the others'; it comes up with the block as the steps rise."""

from __future__ import annotations

import pygame

from game.scenes.results import ResultRow
from game.widgets.podium import draw_podium, steps, top_depth

ROWS = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
        ResultRow(3, "IA", 90, True, seat=2)]


def _warm(colour: tuple[int, ...]) -> bool:
    """True for a gold light on the black ground (red and green up, blue under them)."""
    r, g, b = colour[:3]
    return r >= 30 and g >= 22 and b < r


def _drawn(rise_time: float | None) -> tuple[pygame.Surface, dict[int, pygame.Rect]]:
    room = pygame.Rect(50, 0, 1300, 700)  # felt round it on either side
    surface = pygame.Surface((1400, 700))
    surface.fill((0, 0, 0))
    draw_podium(surface, room, ROWS, lambda row: row.name, 10.0, 1.0, rise_time=rise_time)
    return surface, {row.place: step for row, step in steps(room, ROWS, 1.0)}


def test_a_gold_glow_rings_the_winners_block_alone():
    surface, placed = _drawn(None)
    lid = top_depth(1.0)
    for place, step in placed.items():
        if place == 1:  # beside the tallest block (over its lower neighbours) and over it
            spots = [(step.x - 8, step.y + 10), (step.right + 8, step.y + 10),
                     (step.centerx + step.w // 3, step.y - lid - 8)]
        else:  # the outer side of a runner-up's block: the felt, unlit
            outer = step.x - 8 if step.centerx < placed[1].centerx else step.right + 8
            spots = [(outer, step.y + 10)]
        for spot in spots:
            seen = tuple(surface.get_at(spot))
            assert _warm(seen) == (place == 1), (place, spot, seen)


def test_the_glow_comes_up_with_the_winners_block():
    surface, placed = _drawn(0.0)  # the steps still in the floor: no light over the felt
    step = placed[1]
    assert not _warm(tuple(surface.get_at((step.x - 8, step.y + 10))))
