"""Scoring of 10 000 (Farkle), ruling F1 and F2 of ``shared/RULES.md``.

Dice are tuples of ints 1..6. A *roll* is what the dice showed; a *selection*
is the dice the player sets aside from one roll. A selection is scored as a
whole, by its best reading, and every die in it must score in that reading:

* the dice of one value form one group: three 1s = 1 000, three of 2..6 =
  value × 100, four equal = 1 000 (four 1s too), five equal = 2 000, six
  equal = 3 000; fewer than three score only as single 1s (100) and 5s (50);
* with all six dice, a straight 1-6 = 2 500 and three pairs = 1 500 (a four
  and a pair count as three pairs); two triples score as two triples.

Nothing here does I/O or uses randomness; results are cached because the
same few hundred multisets come back all the time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import factorial

DICE_PER_TURN = 6
"""A turn starts with six dice, and hot dice bring all six back (F8)."""

SINGLE_POINTS = {1: 100, 5: 50}
"""Dice that score alone, outside any combination (F1)."""

FOUR_OF_A_KIND = 1_000
FIVE_OF_A_KIND = 2_000
SIX_OF_A_KIND = 3_000
STRAIGHT = 2_500
THREE_PAIRS = 1_500


def points_to_pass(best: int, own: int) -> int:
    """The turn points that take ``own`` past ``best`` (the last round's "needed"): scores are
    multiples of 50, so the least total beating ``best`` is ``best`` + 50 (a 5's points, the
    least a turn scores); "De depășit" names ``best`` itself."""
    return best - own + SINGLE_POINTS[5]


def _check(dice: Iterable[int]) -> tuple[int, ...]:
    """Return the dice as a tuple, or raise ValueError for impossible input."""
    values = tuple(dice)
    if len(values) > DICE_PER_TURN:
        raise ValueError(f"at most {DICE_PER_TURN} dice, got {len(values)}: {values}")
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
            raise ValueError(f"a die shows 1..6, got {value!r} in {values}")
    return values


def _triple_points(value: int) -> int:
    """Points of three dice showing ``value``."""
    return 1_000 if value == 1 else value * 100


def _group_points(value: int, count: int) -> int | None:
    """Points of ``count`` dice of one ``value`` kept together, or None if some die is dead."""
    if count >= 3:
        return {3: _triple_points(value), 4: FOUR_OF_A_KIND, 5: FIVE_OF_A_KIND}.get(
            count, SIX_OF_A_KIND
        )
    single = SINGLE_POINTS.get(value)
    return None if single is None else single * count


def _groups(counts: Counter[int]) -> list[tuple[int, int, int]] | None:
    """(value, count, points) of each value's dice kept together, or None if a die is dead."""
    groups = []
    for value, count in counts.items():
        points = _group_points(value, count)
        if points is None:
            return None
        groups.append((value, count, points))
    return groups


@cache
def _score_sorted(dice: tuple[int, ...]) -> int | None:
    """Best reading of an already checked, sorted selection."""
    if not dice:
        return None
    counts = Counter(dice)
    readings: list[int] = []
    groups = _groups(counts)
    if groups is not None:
        readings.append(sum(points for _value, _count, points in groups))
    if len(dice) == DICE_PER_TURN:
        if len(counts) == DICE_PER_TURN:
            readings.append(STRAIGHT)
        if all(count % 2 == 0 for count in counts.values()):
            readings.append(THREE_PAIRS)
    return max(readings) if readings else None


def score(dice: Iterable[int]) -> int | None:
    """Points of one roll's selection (1..6 dice) in its best reading (F1, F2).

    Returns None when no reading makes every die score, and for an empty
    selection. Raises ValueError for a die outside 1..6 or more than six dice.

    >>> score((1, 1, 1, 1, 5, 5))
    1500
    >>> score((5, 5, 5, 1))
    600
    >>> score((1, 2)) is None
    True
    """
    return _score_sorted(tuple(sorted(_check(dice))))


@cache
def _best_sorted(roll: tuple[int, ...]) -> int:
    """Best selection points of an already checked, sorted roll."""
    best = 0
    for size in range(1, len(roll) + 1):
        for subset in set(combinations(roll, size)):
            points = _score_sorted(subset)
            if points is not None and points > best:
                best = points
    return best


def best_score(roll: Iterable[int]) -> int:
    """The most points any selection of ``roll`` gives; 0 means the roll is a bust (F7)."""
    return _best_sorted(tuple(sorted(_check(roll))))


@cache
def _selectable_tuple(roll: tuple[int, ...]) -> frozenset[int]:
    """Positions of ``roll`` (checked, in table order) that some valid selection uses."""
    positions: set[int] = set()
    indices = range(len(roll))
    for size in range(1, len(roll) + 1):
        for subset in combinations(indices, size):
            if positions.issuperset(subset):
                continue
            if _score_sorted(tuple(sorted(roll[i] for i in subset))) is not None:
                positions.update(subset)
    return frozenset(positions)


def selectable(roll: Iterable[int]) -> frozenset[int]:
    """Positions of the dice of ``roll`` that belong to at least one valid selection (F3).

    With 1, 2, 3, 4, 6, 6 only position 0 (the 1) is selectable. A die that
    needs partners, such as one 2 of three 2s, is selectable.
    """
    return _selectable_tuple(_check(roll))


@cache
def bust_probability(n: int) -> float:
    """Probability that a roll of ``n`` dice (1..6) scores nothing (F7, F9).

    Computed by enumerating every multiset of ``n`` dice with its number of
    orderings (``n! / Π count!``): about 0.0231 for six dice, 2/3 for one.
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= DICE_PER_TURN:
        raise ValueError(f"bust_probability needs 1..{DICE_PER_TURN} dice, got {n!r}")
    busts = 0
    for roll in combinations_with_replacement(range(1, 7), n):
        if _best_sorted(roll) == 0:
            orderings = factorial(n)
            for count in Counter(roll).values():
                orderings //= factorial(count)
            busts += orderings
    outcomes: int = 6**n
    return busts / outcomes


GROUP_KINDS = {1: "single", 2: "double", 3: "three", 4: "four", 5: "five", 6: "six"}
"""Name of ``count`` dice of one value kept together (1 and 2: single 1s or 5s)."""


@dataclass(frozen=True)
class Combination:
    """One scoring part of a selection, as the player would name it ("Trei de 5": 500).

    ``kind`` is one of "single", "double" (two single 1s or 5s), "three", "four", "five",
    "six", "three_pairs", "straight"; ``value`` is the dice value (0 for the six-dice
    figures); ``dice`` are the dice of this part, in order.
    """

    kind: str
    value: int
    dice: tuple[int, ...]
    points: int


@cache
def _name_sorted(dice: tuple[int, ...]) -> tuple[Combination, ...] | None:
    total = _score_sorted(dice)
    if total is None:
        return None
    counts = Counter(dice)
    if len(dice) == DICE_PER_TURN and len(counts) == DICE_PER_TURN and total == STRAIGHT:
        return (Combination("straight", 0, dice, STRAIGHT),)
    groups = _groups(counts)
    if groups is not None and sum(points for _value, _count, points in groups) == total:
        parts = [Combination(GROUP_KINDS[count], value, (value,) * count, points)
                 for value, count, points in groups]
        # Figures first, biggest first; then the single 1s before the single 5s.
        parts.sort(key=lambda c: (c.kind in ("single", "double"), -c.points, c.value))
        return tuple(parts)
    return (Combination("three_pairs", 0, dice, THREE_PAIRS),)


def name_combinations(dice: Iterable[int]) -> tuple[Combination, ...] | None:
    """The parts of a selection in the reading :func:`score` uses, their points adding up
    to its score (F1, F2): ``5, 5, 1, 5`` is "three 5s" (500) then "one 1" (100).

    None when the selection does not score (as :func:`score`); an empty tuple never.

    >>> [(c.kind, c.value, c.points) for c in name_combinations((5, 5, 1, 5))]
    [('three', 5, 500), ('single', 1, 100)]
    """
    return _name_sorted(tuple(sorted(_check(dice))))


RARE_KINDS = ("six", "five", "straight", "three_pairs")
"""The figures a throw rarely shows, rarest first (the seed's "Șase identice", "Cinci
identice", "Chintă", "Trei perechi"; a four and a pair count as three pairs)."""


@cache
def _rare_sorted(roll: tuple[int, ...]) -> Combination | None:
    best: tuple[int, int, tuple[int, ...]] | None = None
    for size in range(len(roll), 0, -1):
        for subset in set(combinations(roll, size)):
            points = _score_sorted(subset)
            if points is not None and (best is None or (points, size) > best[:2]):
                best = (points, size, subset)
    if best is None:
        return None
    parts = _name_sorted(best[2]) or ()
    rare = [part for part in parts if part.kind in RARE_KINDS]
    return min(rare, key=lambda part: RARE_KINDS.index(part.kind)) if rare else None


def rare_combination(roll: Iterable[int]) -> Combination | None:
    """The rare figure a throw shows (:data:`RARE_KINDS`), read as its best selection
    reads it, or None: six or five of a kind, the straight, three pairs (a four and a pair
    too, when that reading scores more).

    >>> rare_combination((4, 2, 6, 1, 3, 5)).kind
    'straight'
    >>> rare_combination((1, 1, 1, 1, 5, 5)).kind
    'three_pairs'
    >>> rare_combination((2, 2, 2, 3, 3, 3)) is None
    True
    """
    return _rare_sorted(tuple(sorted(_check(roll))))


def rare_indices(roll: Sequence[int]) -> tuple[int, ...]:
    """The places in ``roll`` of the dice that make its rare figure (:func:`rare_combination`),
    in order; () when it shows none. The 10 000 table chooses them for the player as the
    figure's stage hands the table back, so its points are in the selection it said.

    >>> rare_indices((4, 2, 6, 1, 3, 5))
    (0, 1, 2, 3, 4, 5)
    >>> rare_indices((2, 3, 3, 3, 3, 3))
    (1, 2, 3, 4, 5)
    >>> rare_indices((2, 2, 2, 3, 3, 4))
    ()
    """
    rare = rare_combination(roll)
    if rare is None:
        return ()
    wanted = Counter(rare.dice)
    found = []
    for index, face in enumerate(roll):
        if wanted[face] > 0:
            wanted[face] -= 1
            found.append(index)
    return tuple(found)
