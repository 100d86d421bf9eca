"""A tie for first leaves no dwarfed third step (critic C60: two winners' tall blocks beside
a third one a third as high, the card's top right empty): the steps' heights go by the ranks
that stand on the podium, the player after two tied winners on the second's step."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow
from game.widgets.podium import STEP_HEIGHTS, steps


@pytest.mark.parametrize("scale", [600 / 1080, 1.0])
def test_after_a_tie_for_first_the_next_player_stands_on_the_second_step(scale):
    rect = pygame.Rect(0, 0, round(1800 * scale), round(700 * scale))
    tie = [ResultRow(1, "Ana", 90, seat=0), ResultRow(1, "Ion", 90, seat=1),
           ResultRow(3, "Dan", 60, seat=2)]
    plain = [ResultRow(1, "Ana", 90, seat=0), ResultRow(2, "Ion", 80, seat=1),
             ResultRow(3, "Dan", 60, seat=2)]
    heights = {row.name: step.h for row, step in steps(rect, tie, scale)}
    usual = {row.place: step.h for row, step in steps(rect, plain, scale)}
    assert heights["Ana"] == heights["Ion"] == usual[1]
    assert heights["Dan"] == usual[2], (heights, usual)  # the second's step, not the third's
    assert heights["Dan"] >= round(usual[1] * STEP_HEIGHTS[2]) - 1
    assert usual[3] < usual[2]  # without a tie the three steps still differ
