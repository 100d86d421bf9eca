"""A bonus stays said on the sheet after its stage (round 67, critic C66: "bonuses only a
small grey caption after their stage"): an earned upper bonus or Penta bonus lights its cell
in its player's colour, a ring of that colour round it, on every column (the player on turn's
and the others'), for the rest of the game; a bonus not earned (its "45/63", a Bonus Penta of
0) keeps the plain sum cell."""

from __future__ import annotations

import pygame

from game.rules.yams import Box, Scorecard
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.seats import player_style, seat_colour

UPPER = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15, Box.SIXES: 18}


def _ringed(screen: pygame.Surface, cell: pygame.Rect, colour) -> int:
    """How many pixels of ``cell`` are (near) ``colour``."""
    return sum(1 for x in range(cell.left, cell.right) for y in range(cell.top, cell.bottom)
               if all(abs(a - b) <= 6
                      for a, b in zip(screen.get_at((x, y))[:3], colour, strict=True)))


def test_an_earned_bonus_lights_its_cell_in_its_players_colour():
    pygame.font.init()
    screen = pygame.Surface((1920, 1080))
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(1000, 150, 870, 800), 1.0, 3)  # the sheet at 1920×1080
    cards = [Scorecard.from_points({**UPPER, Box.PENTA: 50}, bonus_pentas=1),  # both bonuses
             Scorecard.from_points({Box.ONES: 3}),  # none: "3/63", Bonus Penta 0
             Scorecard.from_points(UPPER)]  # the upper bonus alone
    computer = [False, False, True]
    for current in (0, 1):
        screen.fill((0, 0, 0))
        view = SheetView(names=["Ana", "Ion", "IA"], cards=cards, current=current,
                         computer=computer)
        sheet.draw(screen, view, lambda key, **kw: key)
        for p, rows in ((0, ("upper_bonus", "penta_bonus")), (2, ("upper_bonus",))):
            colour = seat_colour(player_style(computer, p))
            for row in rows:
                cell = sheet.sum_cell_rect(p, row)
                assert _ringed(screen, cell, colour) >= cell.w, (current, p, row)
        ion = seat_colour(player_style(computer, 1))
        for row in ("upper_bonus", "penta_bonus") if current != 1 else ():  # (on turn his
            # column's own outline is in his colour)
            cell = sheet.sum_cell_rect(1, row)
            assert _ringed(screen, cell, ion) < cell.w // 2, (current, row)  # (a plain cell)
        assert _ringed(screen, sheet.sum_cell_rect(2, "penta_bonus"),
                       seat_colour(player_style(computer, 2))) < 20  # none earned
