"""The "Normal" (beginner) Yams player: greedy and short-sighted, like a casual human.

It values a box by its points minus a "par" (what a player usually gets there), with a small
nudge towards the upper bonus, and chooses which dice to keep by looking only one roll ahead
(even with two rolls left) at the few keeps a person thinks of: one face, two pairs, a run,
all or nothing; a made Penta it always keeps. With an ``rng`` it slips now and then (keeps
its second-best choice) and averages about 205 points; without one it never slips and
averages about 240. Given the same ``rng`` (or none) it always plays the same way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import TYPE_CHECKING

from game.rules.yams import FACES, Box, Scorecard, check_dice, score

if TYPE_CHECKING:
    import random  # only the type of the injected generator

PAR: dict[Box, float] = {
    Box.ONES: 3.0,
    Box.TWOS: 6.0,
    Box.THREES: 9.0,
    Box.FOURS: 12.0,
    Box.FIVES: 15.0,
    Box.SIXES: 18.0,
    Box.THREE_OF_A_KIND: 17.0,
    Box.FOUR_OF_A_KIND: 11.0,
    Box.FULL_HOUSE: 17.0,
    Box.SMALL_STRAIGHT: 21.0,
    Box.LARGE_STRAIGHT: 27.0,
    Box.CHANCE: 21.0,
    Box.PENTA: 16.0,
}
"""What a casual player expects from each box: filling it below par feels like a loss."""

BONUS_NUDGE = 4.0
"""Extra value of an upper box filled at or above par (three dice): progress to the 35."""

SLIP_CHANCE = 0.3
"""With an rng, how often the player keeps the second-best dice instead of the best."""


def box_value(card: Scorecard, box: Box, points: int) -> float:
    """How much the beginner likes writing ``points`` in ``box`` on ``card``."""
    return _liked(box, points)


def _liked(box: Box, points: int) -> float:
    """:func:`box_value`, which depends on the box and the points alone."""
    value = points - PAR[box]
    face = box.face
    if face is not None and points >= 3 * face:
        value += BONUS_NUDGE
    return value


@lru_cache(maxsize=252)
def _likes(hand: tuple[int, ...]) -> tuple[float, ...]:
    """How much the beginner likes a sorted hand's ordinary points in each box, in box
    order (cached: the keep search weighs every hand of every keep, ~1 000 a decision)."""
    return tuple(_liked(box, score(box, hand)) for box in Box)


def _best_value(card: Scorecard, hand: tuple[int, ...]) -> float:
    if card.joker_active(hand):
        options = card.options(hand)
        return max(box_value(card, b, p) for b, p in options.items())
    likes = _likes(hand)
    return max(like for like, points in zip(likes, card.boxes, strict=True) if points is None)


def choose_box(card: Scorecard, dice: Iterable[int], rng: random.Random | None = None) -> Box:
    """The box the beginner writes ``dice`` in: the best-liked legal option.

    Ties go to the earlier box. ``rng`` is accepted for symmetry and not used: the beginner
    never misreads the scorecard. A complete card raises ValueError.
    """
    values = check_dice(dice)
    options = card.options(values)
    if not options:
        raise ValueError("the scorecard is complete: no box is open")
    return max(options, key=lambda b: (box_value(card, b, options[b]), -b.value))


def _human_keeps(ordered: tuple[int, ...]) -> set[tuple[int, ...]]:
    """The few keeps a casual player considers: a face, two pairs, a run, all or nothing."""
    counts = Counter(ordered)
    keeps: set[tuple[int, ...]] = {(), ordered}
    for face, n in counts.items():
        keeps.add((face,) * n)
    pairs = sorted(face for face, n in counts.items() if n >= 2)
    if len(pairs) == 2:
        keeps.add(tuple(sorted(pairs * 2 + [f for f in pairs if counts[f] >= 3])))
    distinct = set(ordered)
    for low in (1, 2, 3):
        for length in (5, 4):
            run = distinct & set(range(low, low + length))
            if len(run) >= 3:
                keeps.add(tuple(sorted(run)))
    return keeps


@lru_cache(maxsize=8)
def _outcomes(count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted result of rolling ``count`` dice, with its probability."""
    result = []
    total = 6**count
    for faces in combinations_with_replacement(FACES, count):
        ways = factorial(count)
        for n in Counter(faces).values():
            ways //= factorial(n)
        result.append((faces, ways / total))
    return tuple(result)


def choose_keep(
    card: Scorecard, dice: Iterable[int], rolls_left: int, rng: random.Random | None = None
) -> tuple[int, ...]:
    """The dice values the beginner keeps before rerolling; all five means "stop here".

    ``rolls_left`` is 2 after the first roll and 1 after the second; 0 returns all five.
    """
    values = check_dice(dice)
    if rolls_left < 0 or rolls_left > 2:
        raise ValueError(f"rolls_left is 0, 1 or 2, got {rolls_left!r}")
    if not card.open_boxes:
        raise ValueError("the scorecard is complete: no box is open")
    if rolls_left == 0:
        return tuple(sorted(values))
    best_cache: dict[tuple[int, ...], float] = {}

    def best(hand: tuple[int, ...]) -> float:
        key = tuple(sorted(hand))
        if key not in best_cache:
            best_cache[key] = _best_value(card, key)
        return best_cache[key]

    ordered = tuple(sorted(values))
    if len(set(ordered)) == 1:
        # A made Penta is never thrown away: no casual player rerolls five equal dice, and
        # its "second-best keep" (nothing at all) is no slip a person makes.
        return ordered
    keeps = _human_keeps(ordered)
    scored: list[tuple[float, tuple[int, ...]]] = []
    for keep in keeps:
        if len(keep) == len(ordered):
            expected = best(ordered)
        else:
            expected = sum(p * best(keep + extra) for extra, p in _outcomes(5 - len(keep)))
        scored.append((expected, keep))
    # Highest expectation first; on a tie keep more dice (a human rerolls less).
    scored.sort(key=lambda item: (-item[0], -len(item[1]), item[1]))
    if rng is not None and len(scored) > 1 and rng.random() < SLIP_CHANCE:
        return scored[1][1]
    return scored[0][1]
