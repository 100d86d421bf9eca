"""The "Normal" (beginner) Yams player: legal, sensible, deterministic, and of beginner strength."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import yams as yams_ai
from game.ai import yams_heuristic as beginner
from game.rules.yams import Box, Scorecard

dice_st = st.tuples(*[st.integers(1, 6)] * 5)


@st.composite
def cards(draw: st.DrawFn) -> Scorecard:
    """A card with some random legal recordings, never complete."""
    card = Scorecard()
    for _ in range(draw(st.integers(0, 12))):
        dice = draw(st.one_of(dice_st, st.integers(1, 6).map(lambda v: (v,) * 5)))
        opts = sorted(card.options(dice), key=lambda b: b.value)
        card = card.record(draw(st.sampled_from(opts)), dice)
    return card


def play_game(rng: random.Random, slip: bool) -> Scorecard:
    """One solitary game of the beginner, dice and slips from ``rng``."""
    card = Scorecard()
    while not card.is_complete:
        dice = [rng.randint(1, 6) for _ in range(5)]
        for rolls_left in (2, 1):
            keep = list(beginner.choose_keep(card, dice, rolls_left, rng if slip else None))
            if len(keep) == 5:
                break
            dice = keep + [rng.randint(1, 6) for _ in range(5 - len(keep))]
        card = card.record(beginner.choose_box(card, dice), dice)
    return card


@settings(max_examples=60, deadline=None)
@given(card=cards(), dice=dice_st, rolls_left=st.sampled_from([1, 2]), seed=st.integers(0, 99))
def test_choices_are_always_legal(
    card: Scorecard, dice: tuple[int, ...], rolls_left: int, seed: int
) -> None:
    # The box is a legal option; the keep is some of the dice shown.
    assert beginner.choose_box(card, dice) in card.options(dice)
    assert yams_ai.choose_box(card, dice) in card.options(dice)
    keep = beginner.choose_keep(card, dice, rolls_left, random.Random(seed))
    assert not Counter(keep) - Counter(dice)


def test_takes_a_made_large_straight() -> None:
    # 1-2-3-4-5 on an empty card: stop rolling and write Suită mare.
    card = Scorecard()
    assert beginner.choose_keep(card, (3, 1, 5, 2, 4), 2) == (1, 2, 3, 4, 5)
    assert beginner.choose_box(card, (3, 1, 5, 2, 4)) is Box.LARGE_STRAIGHT


def test_takes_a_penta_in_the_penta_box() -> None:
    # Five 6s with the Penta box open: 50 in Penta.
    assert beginner.choose_box(Scorecard(), (6, 6, 6, 6, 6)) is Box.PENTA


def test_keeps_four_of_a_kind() -> None:
    # Four 6s and a 1 on an empty card: keep the four 6s, reroll the 1.
    assert beginner.choose_keep(Scorecard(), (6, 1, 6, 6, 6), 2) == (6, 6, 6, 6)


def test_joker_follows_the_rules() -> None:
    # Y7: with the Penta box at 50, five 4s can only go in Patru.
    card = Scorecard.from_points({Box.PENTA: 50})
    assert beginner.choose_box(card, (4, 4, 4, 4, 4)) is Box.FOURS


def test_no_rolls_left_keeps_everything_and_bad_input_is_refused() -> None:
    # rolls_left 0 means stop; anything but 0..2 is bad input, as is a complete card.
    assert beginner.choose_keep(Scorecard(), (1, 2, 2, 3, 6), 0) == (1, 2, 2, 3, 6)
    with pytest.raises(ValueError):
        beginner.choose_keep(Scorecard(), (1, 2, 2, 3, 6), 3)
    full = Scorecard.from_points({b: 0 for b in Box})
    with pytest.raises(ValueError):
        beginner.choose_box(full, (1, 2, 2, 3, 6))


def test_deterministic_given_the_rng() -> None:
    # Same seed, same game; the slips really depend on the rng.
    first = play_game(random.Random(11), slip=True)
    again = play_game(random.Random(11), slip=True)
    assert first == again


def test_beginner_strength_about_200() -> None:
    # Twenty seeded games with slips average in the beginner's range (about 180-220).
    rng = random.Random(2024)
    totals = [play_game(rng, slip=True).total for _ in range(20)]
    average = sum(totals) / len(totals)
    assert 175 <= average <= 230, average


def test_beginner_weighs_only_the_open_boxes() -> None:
    # Only Chance open (the rest filled with 0): four 1s are worth nothing any more, the 6 is.
    card = Scorecard.from_points({b: 0 for b in Box if b is not Box.CHANCE})
    for rolls_left in (2, 1):
        assert beginner.choose_keep(card, (1, 1, 1, 1, 6), rolls_left) == (6,)
        assert beginner.choose_keep(card, (1, 2, 3, 4, 6), rolls_left) == (6,)
