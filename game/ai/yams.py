"""The Yams computer player's public API, used by the engine and the table screen.

It delegates to the "Începător" heuristic for now; the optimal solver will replace the
default here (and add ``expected_score``) without changing these signatures.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.ai import yams_heuristic
from game.rules.yams import Box, Scorecard


def choose_keep(card: Scorecard, dice: Iterable[int], rolls_left: int) -> tuple[int, ...]:
    """Dice values to keep before the next roll (all five = stop); rolls_left is 2 or 1."""
    return yams_heuristic.choose_keep(card, dice, rolls_left)


def choose_box(card: Scorecard, dice: Iterable[int]) -> Box:
    """The box the computer writes ``dice`` in: always a key of ``card.options(dice)``."""
    return yams_heuristic.choose_box(card, dice)
