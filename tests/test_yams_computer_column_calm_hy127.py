"""The computer's column on turn is calm (ruling S105, round 82, hY127; critic cA81 #8 and
change 5: for its whole turn the computer's column was flooded saturated pink, the loudest
thing on the table for the player who is not acting): its open boxes wear a light blush of
its hue (never a grey, critic C32), lighter than a person's column on turn, while its header
keeps the bold tab of its seat colour; what is written on it keeps AA contrast."""

from __future__ import annotations

import pygame

from game import theme
from game.contrast import AA_BODY, contrast_ratio
from game.rules.yams import Box, Scorecard
from game.seat_family import hue_apart, lch
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.seats import COMPUTER_STYLE, seat_colour
from game.widgets.sheet_tint import SHEET_INKS

CALM = 16
"""The most LCh chroma the computer's open boxes may wear on turn."""


def _drawn(current: int) -> tuple[ScoreSheet, pygame.Surface]:
    pygame.font.init()
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(20, 20, 900, 1000), 1.0, 2)
    surface = pygame.Surface((960, 1060))
    view = SheetView(names=["Ana", "IA"], cards=[Scorecard(), Scorecard()], current=current,
                     computer=[False, True])
    sheet.draw(surface, view, lambda key, **_: key)
    return sheet, surface


def test_the_computers_column_is_a_light_blush_with_a_bold_header():
    sheet, surface = _drawn(1)
    inside = tuple(surface.get_at(sheet.cell_rect(1, Box.CHANCE).center)[:3])
    sums = sheet.cell_rect(1, Box.CHANCE).move(0, sheet.row_h * (len(Box) - Box.CHANCE.value
                                                                 + 2))
    total = tuple(surface.get_at((sums.x + sums.w // 6, sums.centery))[:3])  # (off its "0")
    assert total != inside, total
    lightness, chroma, _ = lch(inside)
    assert 5 <= chroma <= CALM, (inside, lch(inside))  # a blush, not a flood, not a grey
    assert hue_apart(inside, seat_colour(COMPUTER_STYLE)) <= 20, inside  # its own hue
    assert lightness >= lch(theme.SHEET_BG)[0] - 2, inside  # as light as the paper
    for cell in (inside, total):
        assert all(contrast_ratio(ink, cell) >= AA_BODY for ink in SHEET_INKS), cell
    header = sheet.column_rect(1)
    tab = surface.get_at((header.x + theme.px(10, 1.0), header.y + sheet.row_h // 2))[:3]
    assert tuple(tab) == seat_colour(COMPUTER_STYLE), tab  # the bold tab of its seat


def test_a_persons_column_stays_the_stronger_lit_one():
    sheet, surface = _drawn(0)
    person = tuple(surface.get_at(sheet.cell_rect(0, Box.CHANCE).center)[:3])
    sheet, surface = _drawn(1)
    computer = tuple(surface.get_at(sheet.cell_rect(1, Box.CHANCE).center)[:3])
    assert lch(person)[1] > lch(computer)[1] + 10, (person, computer)
