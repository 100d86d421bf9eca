"""The TOTAL's words (critic Y30 §6): a last card gets no "TOTAL" headline at the game's end
(a game with no win staged, a computer's or a solo one without a new best, counts its TOTAL
in its own row, then the results); since round 73 (ruling S8) no full card takes a stage,
its rare stage's words of its own ("Foaie completă!") retired with it in round 74."""

from __future__ import annotations

from game.flow.moments import total_kind
from game.flow.stage import takes_stage
from game.rules.yams import Box, Scorecard

_FULL = {box: 12 for box in Box if box not in (Box.CHANCE, Box.PENTA)}


def test_an_ordinary_last_card_has_no_total_headline():
    plain = Scorecard.from_points({**_FULL, Box.ONES: 1, Box.TWOS: 2, Box.THREES: 3,
                                   Box.PENTA: 50, Box.CHANCE: 20})
    rare = Scorecard.from_points({**_FULL, Box.PENTA: 50, Box.CHANCE: 20})
    for card in (plain, rare):
        assert not takes_stage(total_kind(card, ending=True))  # counted in its row
