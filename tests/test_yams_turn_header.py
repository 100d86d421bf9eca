"""Whoever's turn it is, their sheet column's name reads as a clear, high-contrast tab (critic
C30 §6: the computer's turn showed a dark header with its name in a low-contrast tan): the
name on a tab of the player's own seat colour, in dark ink, for every seat."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.engine.players import Player
from game.rules.yams import Scorecard
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.seats import player_style, seat_colour


def test_every_seat_colour_takes_dark_ink_at_high_contrast():
    for colour in theme.SEAT_COLOURS:
        assert contrast_ratio(theme.INK, colour) >= 6.0, colour  # well past AA (4.5)


@pytest.mark.parametrize("current", [0, 1])
def test_the_name_on_turn_sits_on_a_tab_of_its_seat_colour(current):
    pygame.init()
    players = [Player("Ana"), Player("IA", is_computer=True)]
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(0, 0, 700, 700), 1.0, 2)
    surface = pygame.Surface((720, 720))
    view = SheetView(names=["Ana", "Calculatorul"], cards=[Scorecard(), Scorecard()],
                     current=current, computer=[p.is_computer for p in players])
    sheet.draw(surface, view, lambda key, **_: key)
    colour = seat_colour(player_style(players, current))
    other = 1 - current
    for p, lit in ((current, True), (other, False)):
        head = sheet._cell(p, 0)
        probe = (head.x + head.w // 6, head.y + head.h // 3)  # the header's ground, by the name
        ground = tuple(surface.get_at(probe)[:3])
        assert (ground == colour) is lit, (p, ground, colour)
