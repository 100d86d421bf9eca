"""The rolls of the 10 000's dice for the Expert's turn solver: each roll's choices, which
choices can be skipped, and each dice count's plan for weighing a roll.

Pure Python, no pygame and no randomness. A choice is (points in units of :data:`UNIT`, dice
rolled next). :func:`roll_groups` and :func:`dominates` are the build's too
(``tools/build_farkle_table.py``); :mod:`game.ai.farkle_expert` solves a turn with
:func:`dice_plans` and re-exports the public names.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from math import factorial
from operator import itemgetter, mul

from game.rules.farkle import DICE_PER_TURN, score

UNIT = 50
"""Points per score unit: every selection scores a multiple of 50."""

Choice = tuple[int, int]
"""(points in units, dice rolled next; hot dice roll six)."""


def _sub_multisets(roll: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every non-empty sub-multiset of a sorted roll."""
    counts = Counter(roll)
    found: list[tuple[int, ...]] = [()]
    for value in sorted(counts):
        found = [f + (value,) * c for f in found for c in range(counts[value] + 1)]
    return [f for f in found if f]


@cache
def roll_choices(roll: tuple[int, ...]) -> dict[Choice, tuple[int, ...]]:
    """For a sorted roll: each distinct choice with the dice values that make it."""
    found: dict[Choice, tuple[int, ...]] = {}
    for sub in _sub_multisets(roll):
        points = score(sub)
        if points is not None:
            found.setdefault((points // UNIT, len(roll) - len(sub) or DICE_PER_TURN), sub)
    return found


Groups = tuple[float, tuple[tuple[float, tuple[Choice, ...]], ...]]
"""Bust probability and the rolls' choice sets with their probabilities, for ``n`` dice."""


ALL_DICE = 0b1111110
"""Bits 1 to 6: every dice count (bit ``a`` stands for ``a`` dice)."""


def dominates(better: Choice, worse: Choice, banked: int = 0, rising: int = ALL_DICE
              ) -> bool:
    """True when ``better`` is never worse than ``worse`` at the totals this roll reaches.

    ``rising`` marks the dice counts whose turn values never drop with more points there
    (and the values never drop with more dice, from two up): a choice leaving such a count
    is dominated by one with at least its points and dice, except that one die is compared
    only with one die (one die can beat two: a third of the time it scores and brings six
    back). ``banked`` marks the dice counts that bank at every total the roll reaches,
    where banking never loses value with more points: a choice leaving such a count is
    worth banking, which any choice with more points matches (or with as many points,
    leaving a count that rolls on, or more dice).
    """
    if better == worse:
        return False
    if banked >> worse[1] & 1:
        return better[0] > worse[0] or better[0] == worse[0] and (
            not banked >> better[1] & 1 or better[1] > worse[1])
    if not rising >> worse[1] & 1 or better[0] < worse[0] or better[1] < worse[1]:
        return False
    return worse[1] >= 2 or better[1] == worse[1]


@cache
def _rolls(n: int) -> Groups:
    """All rolls of ``n`` dice grouped by their set of choices (sorted), and the bust
    probability; see :func:`roll_groups`."""
    grouped: Counter[tuple[Choice, ...]] = Counter()
    bust = 0
    for roll in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for count in Counter(roll).values():
            ways //= factorial(count)
        choices = tuple(sorted(roll_choices(roll)))
        if choices:
            grouped[choices] += ways
        else:
            bust += ways
    total = 6**n
    return bust / total, tuple((w / total, s) for s, w in sorted(grouped.items()))


@lru_cache(maxsize=1024)
def roll_groups(n: int, rising: int = 0, banked: int = 0) -> Groups:
    """The rolls of ``n`` dice grouped by choice set, with the bust probability: only the
    choices no other choice dominates (:func:`dominates` with ``banked`` and ``rising``;
    every choice when both are 0). The game's turn solver and
    ``tools/build_farkle_table.py`` both use it."""
    bust, groups = _rolls(n)
    if not rising and not banked:
        return bust, groups
    merged: dict[tuple[Choice, ...], float] = {}
    for p, choices in groups:
        kept = tuple(c for c in choices
                     if not any(dominates(d, c, banked, rising) for d in choices))
        merged[kept] = merged.get(kept, 0.0) + p
    return bust, tuple((p, s) for s, p in sorted(merged.items()))


Getter = Callable[[Sequence[float]], tuple[float, ...]]
"""Reads the values of some choices from a turn's flat list (an ``itemgetter``)."""

DicePlan = tuple[float, tuple[float, ...], Getter,
                 tuple[tuple[tuple[float, ...], tuple[Getter, ...]], ...]]
"""One dice count's plan: see :func:`dice_plan`."""

LEAVES = tuple(sum(1 << a for a in range(1, n)) | 1 << DICE_PER_TURN for n in range(7))
"""Bits of the dice counts a roll of ``n`` dice can leave (fewer, or six after hot dice)."""


@lru_cache(maxsize=1024)
def dice_plan(n: int, rising: int, banked: int = 0) -> DicePlan:
    """For ``n`` dice: the bust probability; the single-choice groups' probabilities and
    one getter of their values; then, for each number ``c`` of choices, the probabilities
    of the groups with ``c`` choices and ``c`` getters (the first choices of those groups,
    their second choices, ...). Values are read from a turn's flat list sliced at the
    current level, where choice (points, dice) sits at ``points * 7 + dice``; getters
    read two more zeros, so they always return tuples (:func:`roll_value` stops at the
    probabilities' end). ``rising`` and ``banked`` as in :func:`dominates`, masked
    with ``LEAVES[n]``."""
    if n == 0:
        return 1.0, (), itemgetter(0, 0), ()
    bust, groups = roll_groups(n, rising, banked)
    singles = [(p, s[0][0] * 7 + s[0][1]) for p, s in groups if len(s) == 1]
    by_count: dict[int, list[tuple[float, tuple[Choice, ...]]]] = {}
    for p, s in groups:
        if len(s) > 1:
            by_count.setdefault(len(s), []).append((p, s))
    multis = tuple(
        (tuple(p for p, _s in same),
         tuple(itemgetter(*[s[c][0] * 7 + s[c][1] for _p, s in same], 0, 0)
               for c in range(count)))
        for count, same in sorted(by_count.items()))
    return (bust, tuple(p for p, _o in singles),
            itemgetter(*[o for _p, o in singles], 0, 0), multis)


def roll_value(plan: DicePlan, bust_value: float, seg: Sequence[float]) -> float:
    """The value of rolling: ``plan`` applied to the turn values ``seg`` from this level."""
    bust, single_p, single_get, multis = plan
    acc: float = bust * bust_value + sum(map(mul, single_p, single_get(seg)))
    for probs, getters in multis:
        acc += sum(map(mul, probs, map(max, *[get(seg) for get in getters])))
    return acc


@lru_cache(maxsize=256)
def dice_plans(rising: int, banked: int) -> tuple[DicePlan, ...]:
    """:func:`dice_plan` for ``n`` = 0..6, the masks cut to the dice counts ``n`` dice leave."""
    return tuple(dice_plan(n, rising & LEAVES[n], banked & LEAVES[n]) for n in range(7))


USUAL_PLANS = ((126, 62), (126, 30), (126, 14), (126, 0), (0, 0), (126, 6), (126, 4),
               (126, 126), (96, 0), (64, 0), (112, 0), (62, 14), (62, 0), (126, 2), (62, 4),
               (96, 14), (126, 12), (64, 14), (0, 14), (62, 12), (122, 0), (114, 0), (94, 0),
               (0, 4), (96, 4), (120, 0), (64, 4), (96, 6), (96, 30), (0, 6), (0, 62))
"""The (rising, banked) masks that turns meet, most frequent first: all 30 that the Expert's
decisions met in 1 000 games against Normal, and one more (see :func:`warm_up`)."""


def warm_up() -> None:
    """Build the roll tables and the usual plans of the turn solver now (about 0.17 s, once
    per process), so that decisions seldom pay for them; a table scene calls it as it opens."""
    for rising, banked in USUAL_PLANS:
        dice_plans(rising, banked)


@cache
def top_points() -> int:
    """The most units one selection scores (six of a kind)."""
    return max(c[0] for n in range(1, 7) for _p, s in roll_groups(n)[1] for c in s)
