"""The Yams computer player's public API, used by the engine and the table screen.

Two levels: ``"expert"`` (the default) plays the optimal expected-score strategy of
:mod:`game.ai.yams_optimal`; ``"beginner"`` (shown "Normal") is the human-like heuristic of
:mod:`game.ai.yams_heuristic`. :func:`expected_score` and :func:`hint` always use the optimal
solver (the table's "Sugestie" button).

A missing or damaged optimal table (``assets/yams``, :func:`expert_available` False, tried
once) never raises out of the choices: the expert's are the beginner's, :func:`hint` returns
None and :func:`aimed_box` is the beginner's box (the table shows a notice, and Sugestie says
no hint is available); only :func:`expected_score` raises ``yams_optimal.TableError`` then.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal

from game.ai import yams_heuristic, yams_optimal
from game.ai.yams_optimal import Hint
from game.rules.yams import Box, Scorecard

if TYPE_CHECKING:
    import random

Level = Literal["expert", "beginner"]
"""The computer's playing strength."""

LEVELS: tuple[Level, ...] = ("expert", "beginner")
"""Every level, strongest first."""

DEFAULT_LEVEL: Level = "expert"
"""The level used when none is given."""

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Hint",
    "Level",
    "aimed_box",
    "cheapest_sacrifice",
    "choose_box",
    "expert_available",
    "choose_keep",
    "expected_score",
    "hint",
]


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown Yams computer level {level!r}; expected one of {LEVELS}")


def expert_available() -> bool:
    """True when the expert's table (``assets/yams``) is whole; False when it is missing or
    damaged (the expert then plays the beginner's choices; no hint)."""
    return yams_optimal.table_available()


def choose_keep(
    card: Scorecard,
    dice: Iterable[int],
    rolls_left: int,
    *,
    level: Level = DEFAULT_LEVEL,
    rng: random.Random | None = None,
) -> tuple[int, ...]:
    """Dice values to keep before the next roll (all five = stop); rolls_left is 2 or 1.

    ``rng`` only matters to the beginner, who sometimes keeps his second-best choice.
    """
    _check_level(level)
    if level == "beginner" or not expert_available():
        return yams_heuristic.choose_keep(card, dice, rolls_left, rng)
    return yams_optimal.choose_keep(card, dice, rolls_left)


def choose_box(
    card: Scorecard,
    dice: Iterable[int],
    *,
    level: Level = DEFAULT_LEVEL,
    rng: random.Random | None = None,
) -> Box:
    """The box the computer writes ``dice`` in: always a key of ``card.options(dice)``."""
    _check_level(level)
    if level == "beginner" or not expert_available():
        return yams_heuristic.choose_box(card, dice, rng)
    return yams_optimal.choose_box(card, dice)


def cheapest_sacrifice(card: Scorecard, dice: Iterable[int]) -> Box | None:
    """The box that costs least to strike when ``dice`` score nowhere (every legal box
    gives 0, Y11): the expert's box for them, the one the "Sugestie" names on the last roll
    (the beginner's when the expert's table is missing); None when some box scores."""
    values = tuple(dice)
    if not card.all_options_zero(values):
        return None
    return choose_box(card, values, level="expert")


def expected_score(card: Scorecard) -> float:
    """Expected final TOTAL of ``card`` under optimal play from the start of its next turn
    (raises ``yams_optimal.TableError`` when :func:`expert_available` is False)."""
    return yams_optimal.expected_score(card)


def hint(card: Scorecard, dice: Iterable[int], rolls_left: int) -> Hint | None:
    """The optimal action now (dice to keep, or the box) and the expected TOTAL after it;
    None when the expert's table is missing or damaged."""
    if not expert_available():
        return None
    return yams_optimal.hint(card, dice, rolls_left)


def aimed_box(card: Scorecard, dice: Iterable[int], rolls_left: int) -> Box:
    """The box the optimal line of play from ``dice`` most likely fills (the hint's target);
    the beginner's box for these dice when the expert's table is missing or damaged."""
    if not expert_available():
        return yams_heuristic.choose_box(card, dice)
    return yams_optimal.aimed_box(card, dice, rolls_left)
