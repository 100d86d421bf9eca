"""The score sheet reads as a printed score card on the felt, not a form (critic, round 74,
"Yams table" 7: the other players' columns were rows of stark white input boxes): the other
players' open boxes are quiet, a faint paper tint with no box drawn round it; the column on
turn is lit, flat, and once a roll is seen the boxes it scores in stand out as the thing to
click (a light chip edged in the offer's green); a box the roll scores nothing in stays flat;
written scores are ink on the paper. Everything written keeps AA contrast on its paper."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import AA_BODY, contrast_ratio
from game.rules.yams import Box, Scorecard
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.sheet_tint import SHEET_INKS

OPTIONS = {Box.ONES: 0, Box.TWOS: 4, Box.CHANCE: 17}


def _drawn(scale: float, options=None) -> tuple[pygame.Surface, ScoreSheet]:
    pygame.font.init()
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(round(20 * scale), round(20 * scale), round(900 * scale),
                             round(1000 * scale)), scale, 3)
    surface = pygame.Surface((round(960 * scale), round(1060 * scale)))
    cards = [Scorecard.from_points({Box.SIXES: 24}), Scorecard.from_points({Box.SIXES: 18}),
             Scorecard()]
    view = SheetView(names=["Ana", "Ion", "IA"], cards=cards, current=0,
                     computer=[False, False, True], options=dict(options or {}))
    sheet.draw(surface, view, lambda key, **_: key)
    return surface, sheet


def _far(a, b) -> int:
    return max(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True))


def _edges(surface: pygame.Surface, sheet: ScoreSheet, cell: pygame.Rect,
           lit: bool = False) -> list[tuple]:
    """The pixels across the middle of ``cell``, past the seat's edge strip and short of the
    next column's grid line (``lit``: of the column on turn's outline): where an input box's
    sides would show."""
    edge = max(3, theme.px(6, sheet.scale)) + 2
    end = cell.right - (max(2, theme.px(4, sheet.scale)) if lit else 2)
    return [tuple(surface.get_at((x, cell.centery)))[:3] for x in range(cell.x + edge, end)]


@pytest.mark.parametrize("scale", [1.0, 1366 / 1920, 1024 / 1920])
def test_the_other_players_open_boxes_are_quiet_paper_with_no_box_drawn(scale):
    surface, sheet = _drawn(scale, OPTIONS)
    for p in (1, 2):
        for box in (Box.ONES, Box.CHANCE, Box.PENTA):
            cell = sheet.cell_rect(p, box)
            inside = tuple(surface.get_at(cell.center))[:3]
            assert inside != theme.SHEET_OPEN, (p, box, inside)  # never the white input box
            assert _far(inside, theme.SHEET_BG) <= 12, (p, box, inside)  # a faint paper tint
            assert sum(inside) <= sum(theme.SHEET_BG), (p, box, inside)  # never lighter
            sides = [px for px in _edges(surface, sheet, cell) if _far(px, inside) > 14]
            assert sides == [], (p, box, sides[:4])  # no input box's outline
        written = sheet.cell_rect(p, Box.SIXES)  # a written score: ink on the paper
        paper = tuple(surface.get_at((written.x + written.w // 6, written.y + 3)))[:3]
        assert _far(paper, theme.SHEET_BG) <= 12, (p, paper)


@pytest.mark.parametrize("scale", [1.0, 1366 / 1920, 1024 / 1920])
def test_the_column_on_turn_is_flat_and_its_offers_are_chips_to_click(scale):
    bare, sheet = _drawn(scale)  # before a throw: the lit column, flat, no boxes drawn
    lit = tuple(bare.get_at(sheet.cell_rect(0, Box.CHANCE).center))[:3]
    for box in (Box.ONES, Box.TWOS, Box.CHANCE):
        cell = sheet.cell_rect(0, box)
        assert [px for px in _edges(bare, sheet, cell, lit=True) if _far(px, lit) > 14] == [], box
    thrown, sheet = _drawn(scale, OPTIONS)
    for box in (Box.TWOS, Box.CHANCE):  # the roll scores here: a light chip, edged in green
        cell = sheet.cell_rect(0, box)
        chip = tuple(thrown.get_at((cell.x + cell.w // 5, cell.centery)))[:3]
        assert chip == theme.SHEET_OPEN, (box, chip)
        assert contrast_ratio(chip, lit) > 1.05 and sum(chip) > sum(lit), (box, chip, lit)
        row = _edges(thrown, sheet, cell, lit=True)
        assert any(_far(px, theme.SHEET_OPTION) <= 24 for px in row[-len(row) // 4:]), box
    cell = sheet.cell_rect(0, Box.ONES)  # nothing scored: flat, quiet
    side = tuple(thrown.get_at((cell.x + cell.w // 5, cell.centery)))[:3]
    assert side == lit, (Box.ONES, side, lit)
    # no offer at all (in a game: a box the Joker closes): its own grey hatched plate, never
    # the lit paper (amended in round 75 by hN78, S17: beige on beige read open, critic cA75)
    cell = sheet.cell_rect(0, Box.PENTA)
    inside = {tuple(thrown.get_at((x, cell.centery)))[:3]
              for x in range(cell.x + cell.w // 4, cell.right - cell.w // 4)}
    assert lit not in inside and theme.SHEET_LOCKED_PLATE in inside, (inside, lit)


def test_what_is_written_on_the_quiet_paper_reads():
    for ink in SHEET_INKS:
        assert contrast_ratio(ink, theme.SHEET_IDLE) >= AA_BODY, ink
    assert contrast_ratio(theme.SHEET_OPTION, theme.SHEET_OPEN) >= AA_BODY
