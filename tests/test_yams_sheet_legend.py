"""The Yams sheet explains its special states where they happen (critic C32, special states):
a sacrifice's cheapest box to strike is marked, and it is the box the "Sugestie" names.
(What the marks mean was said by a legend under the sheet; since hY51 the prompt's note says
it, beside the prompt: tests/test_yams_prompt_carries_legend.py.)"""

from __future__ import annotations

from game.ai import yams as yams_ai
from game.rules.yams import Box, Scorecard

SACRIFICE_CARD = Scorecard.from_points({Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6,
                                        Box.CHANCE: 15})
"""The card of the state yams_sacrifice: 1, 1, 3, 4, 6 scores nowhere on it."""
SACRIFICE_DICE = (1, 1, 3, 4, 6)


def test_the_cheapest_sacrifice_is_the_suggestions_box():
    cheapest = yams_ai.cheapest_sacrifice(SACRIFICE_CARD, SACRIFICE_DICE)
    hint = yams_ai.hint(SACRIFICE_CARD, SACRIFICE_DICE, 0)
    assert cheapest is not None and hint is not None
    assert cheapest is hint.box
    assert SACRIFICE_CARD.options(SACRIFICE_DICE)[cheapest] == 0


def test_no_sacrifice_no_cheapest_box():
    assert yams_ai.cheapest_sacrifice(Scorecard(), SACRIFICE_DICE) is None


# The legend line under the sheet ('0 Tăiere: 0 puncte', '▭ cea mai ieftină', '▨ Închisă de
# Joker acum') is gone (hY51, critic C41: said far from the prompt, a second voice): the
# prompt's note says what the marks mean, beside the prompt; its tests are in
# tests/test_yams_prompt_carries_legend.py. The ring itself stays (tests/test_yams_cheapest_
# ring_seen.py).
