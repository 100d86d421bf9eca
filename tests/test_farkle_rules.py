"""Scoring of 10 000: the table and worked examples of seed 004, rulings F1-F3, F7, F9."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest
from hypothesis import given
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
