"""The column on turn wears its player's colour as a clear tint, never a grey wash (critic
C32: the computer's "pink column looks disabled", its orchid blended into the paper until it
read as a greyed-out control): every seat's tint, the computer's first, is light and plainly
coloured, and what is written on it stays readable (AA)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import AA_BODY, contrast_ratio
from game.rules.yams import Box, Scorecard
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.seats import COMPUTER_STYLE
from game.widgets.sheet_tint import SHEET_INKS, column_tint


def _chroma(colour) -> int:
    return max(colour) - min(colour)


@pytest.mark.parametrize("style", [COMPUTER_STYLE, *range(len(theme.SEAT_COLOURS))])
def test_the_column_tint_is_clear_and_light_and_readable(style):
    paper = theme.SHEET_BG  # the boxes' paper (the totals' band keeps the inks' contrast)
    tint = column_tint(style, paper)
    assert _chroma(tint) >= 30, (style, paper, tint)  # plainly coloured, not a grey
    shift = sum((a - b) ** 2 for a, b in zip(tint, paper, strict=True)) ** 0.5
    assert shift >= 34, (style, paper, tint)  # plainly apart from the paper
    assert sum(tint) >= sum(paper) - 100, (style, paper, tint)  # light, not dimmed
    for paper in (theme.SHEET_BG, theme.SHEET_SUM_BG):
        tint = column_tint(style, paper)
        assert all(contrast_ratio(ink, tint) >= AA_BODY for ink in SHEET_INKS)


def test_the_computers_open_boxes_read_as_the_others_do():
    pygame.font.init()
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(20, 20, 900, 1000), 1.0, 2)
    surface = pygame.Surface((960, 1060))
    view = SheetView(names=["Ana", "IA"], cards=[Scorecard(), Scorecard()], current=1,
                     computer=[False, True])
    sheet.draw(surface, view, lambda key, **_: key)
    cell = sheet.cell_rect(1, Box.CHANCE)
    inside = surface.get_at(cell.center)[:3]
    # (S105, round 82, hY127, critic cA81 #8: the saturated pink flooded the column; a
    # light blush now, still plainly its pink, never a grey)
    assert inside[0] > inside[1] + 15, inside  # the computer's pink, not a grey
    assert contrast_ratio(theme.INK, inside) >= 7.0  # its figures as legible as on paper
