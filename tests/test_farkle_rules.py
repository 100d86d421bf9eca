"""Scoring of 10 000: the table and worked examples of seed 004, rulings F1-F3, F7, F9."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.farkle import best_score, bust_probability, score, selectable

dice_lists = st.lists(st.integers(min_value=1, max_value=6), min_size=1, max_size=6)


# -- F1: the scoring table --------------------------------------------------


def test_f1_single_one_and_single_five() -> None:
    # A 1 alone is 100, a 5 alone is 50, and they add up.
    assert score((1,)) == 100
    assert score((5,)) == 50
    assert score((1, 5)) == 150
    assert score((1, 1, 5, 5)) == 300


def test_f1_three_ones_is_1000_and_other_triples_value_times_100() -> None:
    # Three 1s = 1 000; three of 2..6 = value × 100.
    assert score((1, 1, 1)) == 1_000
    assert [score((v, v, v)) for v in range(2, 7)] == [200, 300, 400, 500, 600]


def test_f1_four_five_six_equal() -> None:
    # Four equal = 1 000 (any value), five = 2 000, six = 3 000.
    assert {score((v,) * 4) for v in range(1, 7)} == {1_000}
    assert {score((v,) * 5) for v in range(1, 7)} == {2_000}
    assert {score((v,) * 6) for v in range(1, 7)} == {3_000}


def test_f1_lone_non_scoring_dice_make_the_selection_invalid() -> None:
    # A 2, 3, 4 or 6 alone, or a pair of them, scores nothing.
    for value in (2, 3, 4, 6):
        assert score((value,)) is None
        assert score((value, value)) is None
    assert score(()) is None


# -- seed 004's worked examples ----------------------------------------------


def test_seed004_three_fours_400() -> None:
    # 4,4,4,2,3,6: the three 4s set aside are worth 400.
    assert score((4, 4, 4)) == 400
    assert best_score((4, 4, 4, 2, 3, 6)) == 400


def test_seed004_three_fives_and_a_one_600() -> None:
    # 5,5,5,1,2,3: the selection 5,5,5,1 is 600; the triple's 5s do not count again.
    assert score((5, 5, 5, 1)) == 600
    assert best_score((5, 5, 5, 1, 2, 3)) == 600


def test_seed004_four_twos_1000() -> None:
    # 2,2,2,2,3,6: four 2s are 1 000.
    assert score((2, 2, 2, 2)) == 1_000
    assert best_score((2, 2, 2, 2, 3, 6)) == 1_000


def test_seed004_five_threes_2000() -> None:
    # 3,3,3,3,3,2: five 3s are 2 000.
    assert score((3, 3, 3, 3, 3)) == 2_000
    assert best_score((3, 3, 3, 3, 3, 2)) == 2_000


def test_seed004_six_sixes_3000() -> None:
    # Six 6s: 3 000, the best roll there is.
    assert score((6,) * 6) == 3_000


def test_seed004_straight_2500_in_any_order() -> None:
    # 4,2,6,1,3,5: the straight is 2 500 whatever the order.
    assert score((4, 2, 6, 1, 3, 5)) == 2_500
    assert score((1, 2, 3, 4, 5, 6)) == 2_500


def test_seed004_three_pairs_1500() -> None:
    # 2,2,4,4,6,6: three pairs are 1 500.
    assert score((2, 2, 4, 4, 6, 6)) == 1_500


def test_seed004_four_ones_and_two_fives_read_as_three_pairs_1500() -> None:
    # 1,1,1,1,5,5: a four and a pair count as three pairs, 1 500 > 1 000 + 100.
    assert score((1, 1, 1, 1, 5, 5)) == 1_500


def test_seed004_two_triples_500() -> None:
    # 2,2,2,3,3,3: two triples, 200 + 300, no special value.
    assert score((2, 2, 2, 3, 3, 3)) == 500


def test_seed004_four_ones_equal_three_ones() -> None:
    # 1,1,1,1,2,3: four 1s are 1 000 like three 1s (not 1 100).
    assert score((1, 1, 1, 1)) == 1_000
    assert score((1, 1, 1)) == 1_000


def test_seed004_refusal_only_the_one_of_1_2_3_4_6_6() -> None:
    # 1,2,3,4,6,6: only the 1 may be set aside; 1 with 2 is refused.
    assert selectable((1, 2, 3, 4, 6, 6)) == frozenset({0})
    assert score((1, 2)) is None
    assert score((1,)) == 100


# -- F2: one selection, best reading ----------------------------------------


def test_f2_every_die_must_score_in_the_reading() -> None:
    # 5,5,5,2 is invalid even though 5,5,5 alone scores.
    assert score((5, 5, 5, 2)) is None
    assert score((1, 1, 2, 2, 3, 3)) == 1_500  # but three pairs make every die score


def test_f2_best_reading_wins() -> None:
    # Four 5s and two 2s: three pairs (1 500) beat the four alone (and 2s cannot score otherwise).
    assert score((5, 5, 5, 5, 2, 2)) == 1_500
    # Six 1s: 3 000 beats three pairs and two triples.
    assert score((1,) * 6) == 3_000
    # 1,1,1,5,5,5: two triples, 1 000 + 500.
    assert score((1, 1, 1, 5, 5, 5)) == 1_500


@given(dice_lists.flatmap(lambda d: st.tuples(st.just(d), st.permutations(d))))
def test_f2_score_never_depends_on_order(pair: tuple[list[int], list[int]]) -> None:
    # Any reordering of the dice gives the same points.
    dice, shuffled = pair
    assert score(dice) == score(shuffled)
    assert best_score(dice) == best_score(shuffled)


@given(dice_lists)
def test_f2_best_score_is_the_best_selection(dice: list[int]) -> None:
    # best_score is at least the score of the whole roll (when valid) and of any single die.
    whole = score(dice)
    assert best_score(dice) >= (whole or 0)
    assert best_score(dice) >= max(score((d,)) or 0 for d in dice)


# -- F3: selectable dice -------------------------------------------------------


def test_f3_die_needing_partners_is_selectable() -> None:
    # 2,2,2,3,4,6: each 2 is selectable (as part of the triple), the rest not.
    assert selectable((2, 2, 2, 3, 4, 6)) == frozenset({0, 1, 2})


def test_f3_pairs_selectable_only_within_three_pairs() -> None:
    # 2,2,3,3,4,4: three pairs, every die selectable; 2,2,3,3,4,6: nothing.
    assert selectable((2, 2, 3, 3, 4, 4)) == frozenset(range(6))
    assert selectable((2, 2, 3, 3, 4, 6)) == frozenset()


@given(dice_lists)
def test_f3_selectable_matches_brute_force(dice: list[int]) -> None:
    # A position is selectable iff some valid subset of positions contains it.
    expected: set[int] = set()
    for mask in product((False, True), repeat=len(dice)):
        chosen = [i for i, keep in enumerate(mask) if keep]
        if chosen and score(dice[i] for i in chosen) is not None:
            expected.update(chosen)
    assert selectable(dice) == frozenset(expected)


# -- F7, F9: bust and risk ------------------------------------------------------


def test_f7_bust_roll_has_best_score_zero() -> None:
    # 2,3,4,6,6,3 scores nothing: a bust.
    assert best_score((2, 3, 4, 6, 6, 3)) == 0
    assert selectable((2, 3, 4, 6, 6, 3)) == frozenset()


def test_f9_bust_probability_six_dice() -> None:
    # About 2,3 % with six dice (computed: 1 080 / 46 656).
    assert bust_probability(6) == pytest.approx(0.0231, abs=5e-5)


def test_f9_bust_probability_one_die_is_two_thirds() -> None:
    # One die: anything but 1 or 5 busts.
    assert bust_probability(1) == pytest.approx(2 / 3)


def test_f9_bust_probability_matches_plain_enumeration() -> None:
    # Cross-check the multiset enumeration with a plain count for 1..4 dice.
    for n in range(1, 5):
        outcomes = list(product(range(1, 7), repeat=n))
        busts = sum(1 for roll in outcomes if best_score(roll) == 0)
        assert bust_probability(n) == pytest.approx(busts / len(outcomes))


def test_f9_risk_grows_as_dice_get_fewer() -> None:
    # Fewer dice, more risk.
    risks = [bust_probability(n) for n in range(6, 0, -1)]
    assert risks == sorted(risks)


# -- bad input ------------------------------------------------------------------


@pytest.mark.parametrize("bad", [(0,), (7,), (1, 2, 3, 4, 5, 6, 1), (1, -1)])
def test_bad_dice_raise_value_error(bad: tuple[int, ...]) -> None:
    # Dice outside 1..6 or more than six dice are programming errors.
    for function in (score, best_score, selectable):
        with pytest.raises(ValueError):
            function(bad)


@pytest.mark.parametrize("bad", [0, 7, -1])
def test_bust_probability_bad_count(bad: int) -> None:
    # Only 1..6 dice can be rolled.
    with pytest.raises(ValueError):
        bust_probability(bad)


def test_counter_of_values_is_what_matters() -> None:
    # The same multiset gives the same points whatever container holds it.
    assert score(Counter({1: 4, 5: 2}).elements()) == 1_500


# -- exhaustive cross-check against an independent brute force ---------------------------
#
# The brute force below knows nothing of game.rules.farkle: it enumerates every partition
# of a selection into the combinations of seed 004's table and keeps the best. One reading
# rule comes from the seed's "Cazul careului de 1": the dice of one value that form a
# three/four/five/six of a kind are that combination, never split into a smaller kind plus
# single dice (four 1s kept together are 1 000, not 1 000 + 100).

ALL_MULTISETS = [
    roll for n in range(1, 7) for roll in combinations_with_replacement(range(1, 7), n)
]
KIND_POINTS = {4: 1_000, 5: 2_000, 6: 3_000}


def _readings(dice: tuple[int, ...]) -> list[list[tuple[str, int, int]]]:
    """Every partition of the sorted ``dice`` into scoring combinations (name, value, points)."""
    if not dice:
        return [[]]
    first, found = dice[0], []
    if len(dice) == 6 and sorted(dice) == [1, 2, 3, 4, 5, 6]:
        found.append([("straight", 0, 2_500)])
    if len(dice) == 6 and all(dice.count(v) % 2 == 0 for v in set(dice)):
        found.append([("pairs", 0, 1_500)])
    rest = list(dice[1:])
    if first in (1, 5):
        for tail in _readings(tuple(rest)):
            found.append([("single", first, 100 if first == 1 else 50), *tail])
    for size in range(3, dice.count(first) + 1):
        points = (1_000 if first == 1 else first * 100) if size == 3 else KIND_POINTS[size]
        remaining = list(dice)
        for _ in range(size):
            remaining.remove(first)
        for tail in _readings(tuple(remaining)):
            found.append([("kind", first, points), *tail])
    return found


def brute_score(dice: tuple[int, ...]) -> int | None:
    """Best points over every legal partition of the selection, or None if there is none."""
    return _brute_score_sorted(tuple(sorted(dice)))


@cache
def _brute_score_sorted(dice: tuple[int, ...]) -> int | None:
    """:func:`brute_score` of sorted dice, worked out once for each of the 924 selections
    (the brute-force selectable and best ask for each thousands of times)."""
    best: int | None = None
    for reading in _readings(dice):
        kinds = [v for name, v, _ in reading if name == "kind"]
        others = [v for name, v, _ in reading if name != "kind"]
        if len(set(kinds)) != len(kinds) or set(kinds) & set(others):
            continue  # a value's kind is never split (seed 004, four 1s = 1 000)
        points = sum(p for _, _, p in reading)
        best = points if best is None else max(best, points)
    return best


def brute_selectable(roll: tuple[int, ...]) -> frozenset[int]:
    """Positions in some subset of positions that scores, by the brute force."""
    chosen: set[int] = set()
    for mask in product((False, True), repeat=len(roll)):
        subset = [i for i, keep in enumerate(mask) if keep]
        if subset and brute_score(tuple(roll[i] for i in subset)) is not None:
            chosen.update(subset)
    return frozenset(chosen)


def brute_best(roll: tuple[int, ...]) -> int:
    """Most points of any subset of the roll, by the brute force."""
    best = 0
    for mask in product((False, True), repeat=len(roll)):
        points = brute_score(tuple(v for v, keep in zip(roll, mask, strict=True) if keep))
        best = max(best, points or 0)
    return best


def test_brute_force_reproduces_the_seed_examples() -> None:
    # The reference itself must agree with the seed before it can judge the code.
    assert brute_score((1, 1, 1, 1)) == 1_000
    assert brute_score((1, 1, 1, 1, 5, 5)) == 1_500
    assert brute_score((2, 2, 2, 3, 3, 3)) == 500
    assert brute_score((5, 5, 5, 1)) == 600
    assert brute_score((1, 2)) is None


def test_f1_f2_score_matches_brute_force_on_every_multiset() -> None:
    # All 923 multisets of 1..6 dice: score() is the best partition, None exactly when none.
    assert len(ALL_MULTISETS) == 923
    mismatches = [(r, score(r), brute_score(r)) for r in ALL_MULTISETS]
    mismatches = [m for m in mismatches if m[1] != m[2]]
    assert mismatches == []


def test_f3_f7_selectable_and_best_score_match_brute_force_on_every_multiset() -> None:
    # Every multiset, in sorted and in reversed table order.
    for roll in ALL_MULTISETS:
        for order in (roll, roll[::-1]):
            assert selectable(order) == brute_selectable(order), order
        assert best_score(roll) == brute_best(roll), roll


@settings(max_examples=200)
@given(st.permutations(range(6)), st.sampled_from([r for r in ALL_MULTISETS if len(r) == 6]))
def test_f3_selectable_follows_the_dice_in_any_table_order(
    order: list[int], roll: tuple[int, ...]
) -> None:
    # Positions move with their dice: selectable of a shuffled roll is the shuffled set.
    shuffled = tuple(roll[i] for i in order)
    assert selectable(shuffled) == brute_selectable(shuffled)


@pytest.mark.parametrize(
    ("dice", "points"),
    [
        ((2, 2, 2, 2, 5, 5), 1_500),  # a four and a pair = three pairs, not 1 000 + 100
        ((1, 1, 1, 1, 1, 5), 2_050),  # five 1s + a single 5
        ((5, 5, 5, 5, 5, 5), 3_000),  # six equal, not three pairs nor two triples
        ((1, 2, 3, 4, 5, 6), 2_500),  # the straight, not 100 + 50
        ((1, 1, 5, 5, 3, 3), 1_500),  # three pairs make the 3s score
        ((1, 1, 1, 1, 5), 1_050),  # four 1s stay 1 000 beside a 5
        ((1, 1, 1, 1, 1, 1), 3_000),
        ((1, 1, 1, 5, 5, 5), 1_500),  # two triples
        ((2, 2, 2, 2, 2, 3), None),  # the 3 is dead
    ],
)
def test_f1_edge_readings(dice: tuple[int, ...], points: int | None) -> None:
    # F1/F2 edge cases named in the audit.
    assert score(dice) == points


@pytest.mark.parametrize(
    ("roll", "positions"),
    [
        ((2, 2, 3, 3, 4, 4), {0, 1, 2, 3, 4, 5}),  # three pairs: all six
        ((2, 2, 3, 3, 4, 6), set()),  # a bust
        ((2, 2, 2, 3, 3, 6), {0, 1, 2}),  # only the 2s
        ((6, 2, 3, 4, 5, 1), {0, 1, 2, 3, 4, 5}),  # the straight makes every die selectable
        ((1, 2, 3, 4, 6, 6), {0}),  # seed 004's refusal
        ((4, 4, 4, 4, 2, 2), {0, 1, 2, 3, 4, 5}),  # a four and a pair: the 2s too
        ((4, 4, 4, 4, 2, 3), {0, 1, 2, 3}),
    ],
)
def test_f3_selectable_tricky_rolls(roll: tuple[int, ...], positions: set[int]) -> None:
    # F3: a die is selectable iff some valid selection of this roll uses it.
    assert selectable(roll) == frozenset(positions)
