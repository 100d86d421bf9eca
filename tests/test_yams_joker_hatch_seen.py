"""The Joker's hatching on the boxes it bars reads at every window (critic C70: "faint at
1024": one-pixel lines there): its lines at least two pixels thick, and as much of a barred
cell hatched at 1024x600 as at 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets.scorecard import ScoreSheet

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
LEAST_SHARE = 0.19
"""The least share of a barred cell's pixels the hatching covers (a fifth, as at 1920)."""


class _Sheet:
    """A sheet's one attribute the hatching reads: its window's scale."""

    def __init__(self, scale: float) -> None:
        self.scale = scale


@pytest.mark.parametrize("size", SIZES)
def test_a_barred_boxs_hatching_reads_at_every_size(size):
    scale = theme.scale_for(size)
    cell = pygame.Rect(0, 0, theme.px(150, scale), theme.px(40, scale))
    surface = pygame.Surface(cell.size)
    surface.fill(theme.SHEET_OPEN)
    ScoreSheet.hatch(_Sheet(scale), surface, cell)  # type: ignore[arg-type]
    # (round 75, hN78: the lines are counted on the closed box's own grey plate)
    hatched = sum(surface.get_at((x, y))[:3] not in (theme.SHEET_OPEN, theme.SHEET_LOCKED_PLATE)
                  for x in range(cell.w) for y in range(cell.h))
    assert hatched / (cell.w * cell.h) >= LEAST_SHARE, (size, hatched / (cell.w * cell.h))
    # each line at least two pixels across (a one-pixel line read as a faint texture)
    row = [surface.get_at((x, cell.h // 2))[:3] not in (theme.SHEET_OPEN,
                                                         theme.SHEET_LOCKED_PLATE)
           for x in range(cell.w)]
    runs, run = [], 0
    for lit in row:
        if lit:
            run += 1
        elif run:
            runs.append(run)
            run = 0
    assert runs and min(runs) >= 2, (size, runs)
