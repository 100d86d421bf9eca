"""The score sheet carries each seat's colour into its column (an edge down its left side,
from the name to the TOTAL) and lights the column on turn: its open boxes take the turn's
warm tint, the others stay white paper."""

from __future__ import annotations

import pygame

from game import theme
from game.rules.yams import Box, Scorecard
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.seats import player_style, seat_colour


def _drawn(current: int) -> tuple[pygame.Surface, ScoreSheet]:
    pygame.font.init()
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(20, 20, 900, 1000), 1.0, 3)
    surface = pygame.Surface((960, 1060))
    view = SheetView(names=["Ana", "Ion", "IA"], cards=[Scorecard() for _ in range(3)],
                     current=current, computer=[False, False, True])
    sheet.draw(surface, view, lambda key, **_: key)
    return surface, sheet


def test_each_column_carries_its_seat_colour_down_its_edge():
    surface, sheet = _drawn(current=0)
    computer = [False, False, True]
    for p in range(3):
        cell = sheet.cell_rect(p, Box.FULL_HOUSE)
        edge = surface.get_at((sheet.column_rect(p).x + 2, cell.centery))[:3]
        colour = seat_colour(player_style(computer, p))
        off = max(abs(a - b) for a, b in zip(edge, colour, strict=True))
        limit = 4 if p == 0 else 90  # whole on turn, softer (blended) for the others
        assert off <= limit, (p, edge, colour)


def test_the_column_on_turn_is_lit_and_the_others_are_paper():
    surface, sheet = _drawn(current=1)
    for p in (1, 0, 2):
        slot = sheet.cell_rect(p, Box.CHANCE)
        inside = surface.get_at((slot.centerx, slot.centery))[:3]
        if p == 1:
            assert inside == theme.SHEET_CURRENT_CELL, inside
        else:
            assert inside == theme.SHEET_OPEN, inside
