"""Round 75, critic cA75 (yams_joker_lower at 1366): the Joker's hatching on the boxes it
closes was beige on beige (its lines 1.5:1 on the column's tint), hard to see. A closed box
is now a grey plate of its own, hatched in dark lines: its lines stand out of its plate by
at least :data:`LEAST_RATIO` whatever the column's player colour, at every size."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.widgets.scorecard import ScoreSheet
from game.widgets.sheet_tint import column_tint

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
LEAST_RATIO = 2.8
"""The least contrast between a closed box's hatching and the ground it lies on (about the
3:1 asked of a control's parts; 1.5 read as a faint texture)."""


class _Sheet:
    """A sheet's one attribute the hatching reads: its window's scale."""

    def __init__(self, scale: float) -> None:
        self.scale = scale


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("style", [0, 1, 2, 3])
def test_a_closed_boxs_hatching_stands_out_of_its_ground(size, style):
    scale = theme.scale_for(size)
    cell = pygame.Rect(0, 0, theme.px(150, scale), theme.px(40, scale))
    surface = pygame.Surface(cell.size)
    surface.fill(column_tint(style))  # the column on turn, in its player's colour
    ScoreSheet.hatch(_Sheet(scale), surface, cell)  # type: ignore[arg-type]
    colours = Counter(tuple(surface.get_at((x, y))[:3])
                      for x in range(cell.w) for y in range(cell.h))
    ground = colours.most_common(1)[0][0]
    line = min(colours, key=lambda c: sum(c))  # (the lines' own colour: their darkest)
    assert contrast_ratio(line, ground) >= LEAST_RATIO, (size, style, ground, line)
