"""The computer player of 10 000: level "normal" (ruling F13, the default) and "expert".

Level "normal" is F13 exactly, described below. Level "expert" plays to win the game
(:mod:`game.ai.farkle_expert`: a precomputed win-probability table and the turn re-solved on
demand); :func:`win_probability` and :func:`hint` (the table's "Sugestie") always use it.
Should that table be missing or damaged, "expert" plays as "normal" and :func:`hint`
returns None (:func:`expert_available`), never an exception.

Banking: the computer banks once the points it can bank this turn reach
:func:`banking_threshold` (300 at base, higher when behind, lower when few dice
remain; the exact formula is in that function's docstring and, in words, in
the catalog text ``farkle.ai.rule``). In the last round it never banks below
what it needs to beat the best total, and banks as soon as it beats it.

Selection: :func:`choose_selection` keeps the set-aside that maximises
``points + DICE_VALUE[dice it will roll next]``: a rough worth of the dice
left in hand, so it keeps three 1s rather than four (same 1 000, one more die)
and one 1 rather than two from six dice. Hot dice are always taken when every
die left scores. When it banks, it sets aside the selection worth the most
points instead (ties: fewer dice set aside).

A screen drives it step by step: ``decision = decide(game)``, set aside
``decision.selection`` die by die with ``game.toggle``, then call ``game.roll``
or ``game.bank`` as ``decision.action`` says (or :func:`play_step` does it all).
``current_threshold(game)`` is the value to show ("IA încasează la 450").
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from time import perf_counter
from typing import Literal

from game.ai import farkle_expert
from game.engine.farkle import FarkleEvent, FarkleGame
from game.rules.farkle import DICE_PER_TURN, points_to_pass, score

Level = Literal["normal", "expert"]
"""The computer's playing strength at 10 000."""

LEVELS: tuple[Level, ...] = ("normal", "expert")
"""Every level; "normal" is F13 as the seed describes it."""

DEFAULT_LEVEL: Level = "normal"
"""The level used when none is given (and for games saved before levels existed)."""

BASE_THRESHOLD = 300
"""F13: the computer banks at 300 turn points when nothing else applies."""

BEHIND_STEP = 100
"""Added to the threshold for every full 1 000 points it trails the leader."""

BEHIND_CAP = 600
"""The largest raise for trailing, so it still banks sometimes."""

FEW_DICE_DISCOUNT = {1: 150, 2: 100, 3: 50}
"""Taken off the threshold when only this many dice would be rolled next."""

DICE_VALUE = {1: 0, 2: 30, 3: 80, 4: 150, 5: 260, 6: 400}
"""Rough worth of keeping n dice in hand to roll, used to compare selections."""

RULE_KEY = "farkle.ai.rule"
"""Catalog key of the rules-screen text that describes the banking formula."""


class Action(Enum):
    """What the computer does after setting its selection aside."""

    ROLL = "roll"
    BANK = "bank"


@dataclass(frozen=True)
class Decision:
    """One step of the computer: dice positions to set aside, then roll or bank.

    ``threshold`` is F13's banking threshold (level "normal"; None for "expert");
    ``win_probability`` the mover's chance to win after this step under best play
    (level "expert"; None for "normal").
    """

    action: Action
    selection: frozenset[int]
    threshold: int | None
    win_probability: float | None = None


@dataclass(frozen=True)
class Hint:
    """The "Sugestie": dice values to set aside (none before the first roll), roll or bank,
    and the player's chance to win when doing so. With several opponents (``several``) that
    chance is the one against the strongest opponent alone (the Expert's approximation)."""

    values: tuple[int, ...]
    action: Action
    win_probability: float
    several: bool = False


def banking_threshold(own_total: int, best_other_total: int, dice_left: int) -> int:
    """Turn points at which the computer banks (F13).

    ``threshold = 300 + min(600, 100 × ⌊behind / 1 000⌋) − discount(dice_left)``

    where ``behind = max(0, best_other_total − own_total)`` and
    ``discount`` is 150 for 1 die left to roll, 100 for 2, 50 for 3 and 0 for
    4 to 6 (hot dice count as 6). So: 300 at base, up to 900 when far behind,
    down to 150 with one die left.
    """
    behind = max(0, best_other_total - own_total)
    raise_ = min(BEHIND_CAP, BEHIND_STEP * (behind // 1_000))
    return BASE_THRESHOLD + raise_ - FEW_DICE_DISCOUNT.get(dice_left, 0)


def _candidates(roll: tuple[int, ...]) -> list[tuple[frozenset[int], int]]:
    """Every valid selection (one per multiset of values) with its points."""
    seen: set[tuple[int, ...]] = set()
    found: list[tuple[frozenset[int], int]] = []
    for size in range(1, len(roll) + 1):
        for positions in combinations(range(len(roll)), size):
            values = tuple(sorted(roll[i] for i in positions))
            if values in seen:
                continue
            seen.add(values)
            points = score(values)
            if points is not None:
                found.append((frozenset(positions), points))
    return found


def _next_dice(roll: tuple[int, ...], selection: frozenset[int]) -> int:
    """Dice rolled next after setting ``selection`` aside (hot dice: six)."""
    return (len(roll) - len(selection)) or DICE_PER_TURN


def choose_selection(roll: tuple[int, ...], turn_points: int = 0) -> frozenset[int]:
    """Positions the computer sets aside to keep rolling (always valid, never empty).

    Takes hot dice when every die scores; otherwise maximises points plus the
    worth of the dice left (:data:`DICE_VALUE`), preferring more dice in hand,
    then more points. ``turn_points`` is accepted for screens that pass it;
    the choice depends only on the roll.
    """
    del turn_points  # the worth of dice in hand does not depend on the turn so far
    candidates = _candidates(roll)
    if not candidates:
        raise ValueError(f"the roll {roll} scores nothing: there is nothing to set aside")
    for positions, _points in candidates:
        if len(positions) == len(roll):
            return positions  # hot dice: every die left scores
    return max(
        candidates,
        key=lambda c: (c[1] + DICE_VALUE[_next_dice(roll, c[0])], -len(c[0]), c[1]),
    )[0]


def best_selection(roll: tuple[int, ...]) -> frozenset[int]:
    """Positions worth the most points (ties: fewer dice); what it sets aside to bank."""
    candidates = _candidates(roll)
    if not candidates:
        raise ValueError(f"the roll {roll} scores nothing: there is nothing to set aside")
    return max(candidates, key=lambda c: (c[1], -len(c[0])))[0]


def needed_to_win(game: FarkleGame) -> int | None:
    """In the last round, the turn points the current player needs to beat the best total:
    the table's one figure (:func:`game.rules.farkle.points_to_pass`: past it by 50, hL50;
    the same play as "+1", turn points being multiples of 50)."""
    if not game.in_last_round:
        return None
    me = game.current
    best_other = max((t for i, t in enumerate(game.totals) if i != me), default=0)
    return points_to_pass(best_other, game.totals[me])


@dataclass(frozen=True)
class ThresholdReason:
    """The parts of :func:`current_threshold`, in the terms of F13's formula (what the table
    shows after "IA încasează la …"): ``base + behind_raise − discount`` or, in the last
    round, ``needed`` (the points that take it past ``best_other``)."""

    threshold: int
    base: int
    behind_raise: int
    discount: int
    dice_left: int
    needed: int | None = None
    best_other: int = 0


def threshold_reason(game: FarkleGame) -> ThresholdReason:
    """Why the computer waits for :func:`current_threshold` points now (same figures)."""
    me = game.current
    best_other = max((t for i, t in enumerate(game.totals) if i != me), default=0)
    needed = needed_to_win(game)
    if needed is not None:
        return ThresholdReason(max(needed, 1), 0, 0, 0, 0, needed=max(needed, 1),
                               best_other=best_other)
    dice_left = DICE_PER_TURN
    if game.roll_dice is not None:
        dice_left = _next_dice(game.roll_dice, choose_selection(game.roll_dice))
    behind = max(0, best_other - game.totals[me])
    raise_ = min(BEHIND_CAP, BEHIND_STEP * (behind // 1_000))
    discount = FEW_DICE_DISCOUNT.get(dice_left, 0)
    threshold = banking_threshold(game.totals[me], best_other, dice_left)
    return ThresholdReason(threshold, BASE_THRESHOLD, raise_, discount, dice_left,
                           best_other=best_other)


def current_threshold(game: FarkleGame) -> int:
    """The turn points the computer waits for now (what "IA încasează la …" shows)."""
    return threshold_reason(game).threshold


def check_level(level: str) -> Level:
    """Return ``level`` if known, else raise ValueError."""
    for known in LEVELS:
        if level == known:
            return known
    raise ValueError(f"unknown 10 000 computer level {level!r}; expected one of {LEVELS}")


def decide(game: FarkleGame, level: Level = DEFAULT_LEVEL) -> Decision:
    """The computer's next step for the current player of ``game`` (ignores any selection)."""
    if check_level(level) == "expert" and farkle_expert.table_available():
        return _decide_expert(game)
    threshold = current_threshold(game)
    if game.roll_dice is None:
        return Decision(Action.ROLL, frozenset(), threshold)
    roll = game.roll_dice
    banked = best_selection(roll)
    bank_points = game.turn_points + (score(roll[i] for i in banked) or 0)
    if bank_points >= threshold:
        return Decision(Action.BANK, banked, threshold)
    return Decision(Action.ROLL, choose_selection(roll, game.turn_points), threshold)


def _decide_expert(game: FarkleGame) -> Decision:
    """Level "expert": the selection and action that maximise the chance to win."""
    if game.roll_dice is None:
        return Decision(Action.ROLL, frozenset(), None, farkle_expert.win_probability(game))
    choice = farkle_expert.choose(game)
    return Decision(Action.BANK if choice.bank else Action.ROLL,
                    farkle_expert.positions_of(game.roll_dice, choice.values), None,
                    choice.win_probability)


def expert_available() -> bool:
    """True when the Expert's table reads; without it, level "expert" plays as "normal" (F13)
    and :func:`hint` has no advice (the table scene says so)."""
    return farkle_expert.table_available()


def prepare(game: FarkleGame, seconds: float) -> bool:
    """Spend up to ``seconds`` solving the Expert's view of the current turn, which its
    decisions, :func:`win_probability` and :func:`hint` read; True once they will only read
    it (at once without the table). The table scene calls it every frame with a few
    milliseconds, while the dice roll, so no decision waits for a turn to be solved."""
    if not farkle_expert.table_available():
        return True
    return farkle_expert.prepare(game, perf_counter() + seconds)


def win_probability(game: FarkleGame) -> float:
    """The current player's chance to win now, under best play (Expert's estimate); raises
    :class:`~game.ai.farkle_expert.TableError` when :func:`expert_available` is False."""
    return farkle_expert.win_probability(game)


def hint(game: FarkleGame) -> Hint | None:
    """What the Expert would do in the current player's place, and its chance to win; None
    when the Expert's table is missing or damaged (:func:`expert_available`)."""
    if not farkle_expert.table_available():
        return None
    several = len(game.players) > 2
    if game.roll_dice is None:
        return Hint((), Action.ROLL, farkle_expert.win_probability(game), several)
    choice = farkle_expert.choose(game)
    return Hint(tuple(sorted(choice.values)), Action.BANK if choice.bank else Action.ROLL,
                choice.win_probability, several)


def should_bank(game: FarkleGame, level: Level = DEFAULT_LEVEL) -> bool:
    """True when the computer would bank now."""
    return decide(game, level).action is Action.BANK


def play_step(game: FarkleGame, rng: random.Random,
              level: Level = DEFAULT_LEVEL) -> FarkleEvent:
    """Apply :func:`decide`: set its selection aside, then roll or bank."""
    decision = decide(game, level)
    for index in sorted(game.selected - decision.selection):
        game.toggle(index)
    for index in sorted(decision.selection - game.selected):
        game.toggle(index)
    if decision.action is Action.BANK:
        return game.bank()
    return game.roll(rng)


def play_turn(game: FarkleGame, rng: random.Random,
              level: Level = DEFAULT_LEVEL) -> list[FarkleEvent]:
    """Play the current player's whole turn as the computer; return its events."""
    player = game.current
    events = [play_step(game, rng, level)]
    while not game.finished and game.current == player and game.roll_dice is not None:
        events.append(play_step(game, rng, level))
    return events
