"""Yams scoring: the seed's worked examples and rulings Y1–Y8, Y11–Y13 (RULES.md)."""

from __future__ import annotations

import json
import random
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.i18n import Translator
from game.rules.yams import (
    LOWER_BOXES,
    UPPER_BOXES,
    Box,
    IllegalBoxError,
    Scorecard,
    is_penta,
    joker_score,
    score,
)

dice_st = st.tuples(*[st.integers(1, 6)] * 5)

ALL_LOWER_BUT_PENTA = {b: 0 for b in LOWER_BOXES if b is not Box.PENTA}


def card_with(points: dict[Box, int], bonus_pentas: int = 0) -> Scorecard:
    """A card with the given boxes already filled."""
    return Scorecard.from_points(points, bonus_pentas)


# ---- the box enum and its names -------------------------------------------------------


def test_box_order_is_the_scorecard_order() -> None:
    # The contract fixes the members and their order.
    assert [b.name for b in Box] == [
        "ONES", "TWOS", "THREES", "FOURS", "FIVES", "SIXES", "THREE_OF_A_KIND",
        "FOUR_OF_A_KIND", "FULL_HOUSE", "SMALL_STRAIGHT", "LARGE_STRAIGHT", "CHANCE", "PENTA",
    ]
    assert Box.ONES.key == "yams.box.ones"
    assert UPPER_BOXES == tuple(Box)[:6]


def test_y2_romanian_box_and_row_names() -> None:
    # Y2: the scorecard table's names, then the total rows.
    tr = Translator.load("ro")
    names = [tr(b.key) for b in Box]
    assert names == [
        "Asuri", "Doi", "Trei", "Patru", "Cinci", "Șase", "Trei de un fel", "Careu", "Full",
        "Suită mică", "Suită mare", "Șansă", "Penta",
    ]
    rows = ["upper_total", "upper_bonus", "lower_total", "penta_bonus", "total"]
    assert [tr(f"yams.row.{r}") for r in rows] == [
        "Total sus", "Bonus", "Total jos", "Bonus Penta", "TOTAL",
    ]


def test_y11_exact_sacrifice_text_and_buttons() -> None:
    # Y11 and "both games": texts quoted by the seeds are used exactly.
    tr = Translator.load("ro")
    assert tr("yams.sacrifice") == (
        "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una"
    )
    assert tr("yams.validate") == "Validează tura"
    assert tr("yams.roll") == "Aruncă"


# ---- ordinary scoring (Y1, Y3–Y5) -------------------------------------------------------


def test_y1_sixes_count_the_sum_of_the_sixes() -> None:
    # Y1: "suma șeptilor" is a typo for the sum of the sixes.
    assert score(Box.SIXES, (6, 6, 6, 2, 1)) == 18
    assert score(Box.SIXES, (1, 2, 3, 4, 5)) == 0
    assert score(Box.ONES, (1, 1, 3, 4, 6)) == 2
    assert score(Box.FIVES, (5, 5, 5, 5, 1)) == 20


def test_y3_three_and_four_of_a_kind_score_all_five_dice() -> None:
    # Y3: at least 3 (4) equal dice, the points are the sum of all five.
    assert score(Box.THREE_OF_A_KIND, (3, 3, 3, 5, 6)) == 20
    assert score(Box.THREE_OF_A_KIND, (3, 3, 5, 5, 6)) == 0
    assert score(Box.THREE_OF_A_KIND, (2, 2, 2, 2, 6)) == 14
    assert score(Box.FOUR_OF_A_KIND, (2, 2, 2, 2, 6)) == 14
    assert score(Box.FOUR_OF_A_KIND, (2, 2, 2, 6, 6)) == 0
    assert score(Box.FOUR_OF_A_KIND, (5, 5, 5, 5, 5)) == 25


def test_y4_full_is_exactly_three_and_two() -> None:
    # Y4: exactly 3 + 2 is 25; five equal dice are no Full without the Joker; 4 + 1 is none.
    assert score(Box.FULL_HOUSE, (2, 2, 2, 5, 5)) == 25
    assert score(Box.FULL_HOUSE, (6, 1, 6, 1, 6)) == 25
    assert score(Box.FULL_HOUSE, (3, 3, 3, 3, 3)) == 0
    assert score(Box.FULL_HOUSE, (3, 3, 3, 3, 5)) == 0
    assert score(Box.FULL_HOUSE, (1, 2, 3, 4, 5)) == 0


@pytest.mark.parametrize(
    ("dice", "small", "large"),
    [
        ((1, 2, 3, 4, 6), 30, 0),  # 1-2-3-4
        ((2, 3, 4, 5, 5), 30, 0),  # 2-3-4-5 with a double
        ((6, 5, 4, 3, 1), 30, 0),  # 3-4-5-6, unsorted
        ((1, 2, 3, 4, 5), 30, 40),  # 1-2-3-4-5
        ((6, 2, 5, 3, 4), 30, 40),  # 2-3-4-5-6, unsorted
        ((1, 2, 3, 5, 6), 0, 0),  # a gap: no straight
        ((1, 3, 4, 5, 6), 30, 0),  # 3-4-5-6 after a 1
    ],
)
def test_y5_straights(dice: tuple[int, ...], small: int, large: int) -> None:
    # Y5: small 1-2-3-4 / 2-3-4-5 / 3-4-5-6 = 30; large 1-5 / 2-6 = 40.
    assert score(Box.SMALL_STRAIGHT, dice) == small
    assert score(Box.LARGE_STRAIGHT, dice) == large


def test_chance_and_penta() -> None:
    # Chance is the sum; Penta is 50 for five equal dice.
    assert score(Box.CHANCE, (1, 1, 3, 4, 6)) == 15
    assert score(Box.PENTA, (2, 2, 2, 2, 2)) == 50
    assert score(Box.PENTA, (2, 2, 2, 2, 3)) == 0
    assert is_penta((6, 6, 6, 6, 6)) and not is_penta((6, 6, 6, 6, 5))


# ---- the Penta and the Joker (Y6–Y8), the seed's worked examples -----------------------


def test_y6_penta_with_open_penta_box_scores_normally() -> None:
    # Y6: Penta box open -> every open box legal, scored normally (Full 0, straights 0).
    card = Scorecard()
    opts = card.options((4, 4, 4, 4, 4))
    assert set(opts) == set(Box)
    assert opts[Box.PENTA] == 50
    assert opts[Box.FULL_HOUSE] == 0
    assert opts[Box.SMALL_STRAIGHT] == 0 and opts[Box.LARGE_STRAIGHT] == 0
    assert opts[Box.FOURS] == 20 and opts[Box.ONES] == 0
    after = card.record(Box.PENTA, (4, 4, 4, 4, 4))
    assert after.penta_bonus == 0 and after.total == 50
    assert not card.joker_active((4, 4, 4, 4, 4))


def test_seed_joker_five_fours_forces_patru_20_plus_100() -> None:
    # Seed example: Penta box holds 50, five 4s -> only Patru, 20 points plus 100 bonus.
    card = card_with({Box.PENTA: 50})
    assert card.joker_active((4, 4, 4, 4, 4))
    assert card.options((4, 4, 4, 4, 4)) == {Box.FOURS: 20}
    after = card.record(Box.FOURS, (4, 4, 4, 4, 4))
    assert after.points(Box.FOURS) == 20
    assert after.penta_bonus == 100
    assert after.total == 50 + 20 + 100


def test_y7_forced_upper_box_refuses_every_other_box() -> None:
    # Y7: the upper box of the face is the only legal box while it is open.
    card = card_with({Box.PENTA: 50})
    with pytest.raises(IllegalBoxError) as info:
        card.record(Box.CHANCE, (4, 4, 4, 4, 4))
    assert info.value.key == "error.yams.box_not_allowed"
    assert isinstance(info.value, ValueError)


def test_seed_joker_lower_boxes_full_25_small_30_large_40_sum_20() -> None:
    # Seed example: Patru filled -> any open lower box: Full 25, small 30, large 40, sums 20.
    card = card_with({Box.PENTA: 50, Box.FOURS: 12})
    assert card.options((4, 4, 4, 4, 4)) == {
        Box.THREE_OF_A_KIND: 20,
        Box.FOUR_OF_A_KIND: 20,
        Box.FULL_HOUSE: 25,
        Box.SMALL_STRAIGHT: 30,
        Box.LARGE_STRAIGHT: 40,
        Box.CHANCE: 20,
    }
    after = card.record(Box.LARGE_STRAIGHT, (4, 4, 4, 4, 4))
    assert after.points(Box.LARGE_STRAIGHT) == 40
    assert after.penta_bonus == 100


def test_seed_joker_upper_zero_asuri_keeps_the_100() -> None:
    # Seed example: Patru and the whole lower part filled -> another upper box for 0 (Asuri),
    # the 100 bonus stays earned.
    card = card_with({**ALL_LOWER_BUT_PENTA, Box.PENTA: 50, Box.FOURS: 8})
    opts = card.options((4, 4, 4, 4, 4))
    assert opts == {Box.ONES: 0, Box.TWOS: 0, Box.THREES: 0, Box.FIVES: 0, Box.SIXES: 0}
    after = card.record(Box.ONES, (4, 4, 4, 4, 4))
    assert after.points(Box.ONES) == 0
    assert after.penta_bonus == 100
    assert after.bonus_pentas == 1


def test_y7_every_new_penta_adds_100() -> None:
    # Y7: each further Penta adds its own 100.
    card = card_with({Box.PENTA: 50})
    card = card.record(Box.FOURS, (4, 4, 4, 4, 4))
    card = card.record(Box.SIXES, (6, 6, 6, 6, 6))
    card = card.record(Box.CHANCE, (4, 4, 4, 4, 4))
    assert card.penta_bonus == 300
    assert card.penta_bonus_for((2, 2, 2, 2, 2)) == 100
    assert card.total == 50 + 20 + 30 + 20 + 300


def test_seed_penta_sacrificed_with_zero_is_an_ordinary_roll() -> None:
    # Seed example / Y8: Penta box holds 0 -> no bonus, no Joker; the large straight gives 0.
    card = card_with({Box.PENTA: 0})
    assert not card.joker_active((4, 4, 4, 4, 4))
    opts = card.options((4, 4, 4, 4, 4))
    assert set(opts) == set(Box) - {Box.PENTA}
    assert opts[Box.LARGE_STRAIGHT] == 0 and opts[Box.FULL_HOUSE] == 0
    after = card.record(Box.LARGE_STRAIGHT, (4, 4, 4, 4, 4))
    assert after.points(Box.LARGE_STRAIGHT) == 0
    assert after.penta_bonus == 0


def test_y8_no_bonus_anywhere_after_a_zero_penta() -> None:
    # Y8: even the upper box of the face is just an ordinary choice.
    card = card_with({Box.PENTA: 0}).record(Box.FOURS, (4, 4, 4, 4, 4))
    assert card.points(Box.FOURS) == 20 and card.penta_bonus == 0


# ---- sacrifice (Y11) ----------------------------------------------------------------------


def test_seed_sacrifice_example_1_1_3_4_6() -> None:
    # Seed example: with 1,1,3,4,6 only some boxes score; Full and the large straight give 0,
    # yet every open box may take the roll.
    card = Scorecard()
    opts = card.options((1, 1, 3, 4, 6))
    assert set(opts) == set(Box)
    assert opts[Box.FULL_HOUSE] == 0 and opts[Box.LARGE_STRAIGHT] == 0
    assert {b for b, p in opts.items() if p} == {
        Box.ONES, Box.THREES, Box.FOURS, Box.SIXES, Box.CHANCE,
    }
    assert not card.all_options_zero((1, 1, 3, 4, 6))
    after = card.record(Box.FULL_HOUSE, (1, 1, 3, 4, 6))
    assert after.points(Box.FULL_HOUSE) == 0 and not after.is_open(Box.FULL_HOUSE)


def test_y11_all_options_zero_needs_a_sacrifice() -> None:
    # Y11: only Full, large straight and Penta open, 1,1,3,4,6 -> every box gives 0.
    open_ = {Box.FULL_HOUSE, Box.LARGE_STRAIGHT, Box.PENTA}
    card = card_with({b: 0 for b in Box if b not in open_})
    assert card.options((1, 1, 3, 4, 6)) == {b: 0 for b in open_}
    assert card.all_options_zero((1, 1, 3, 4, 6))
    assert not card.all_options_zero((1, 2, 3, 4, 5))


def test_filled_box_is_refused_with_its_own_key() -> None:
    # A box is used once: recording it again raises IllegalBoxError(box_filled).
    card = Scorecard().record(Box.CHANCE, (1, 2, 3, 4, 6))
    with pytest.raises(IllegalBoxError) as info:
        card.record(Box.CHANCE, (6, 6, 6, 5, 5))
    assert info.value.key == "error.yams.box_filled"
    assert info.value.box is Box.CHANCE


# ---- totals (Y12, Y13) --------------------------------------------------------------------


def test_y12_upper_bonus_35_from_63() -> None:
    # Y12: 63 earns the 35 bonus, 62 does not.
    at_63 = card_with({Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15,
                       Box.SIXES: 18})
    assert at_63.upper_total == 63 and at_63.upper_bonus == 35
    at_62 = card_with({Box.ONES: 2, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15,
                       Box.SIXES: 18})
    assert at_62.upper_total == 62 and at_62.upper_bonus == 0


def test_y13_total_adds_upper_bonus_lower_and_penta_bonuses() -> None:
    # Y13: TOTAL = upper + upper bonus + lower + Penta bonuses.
    card = card_with(
        {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15, Box.SIXES: 18,
         Box.CHANCE: 22, Box.PENTA: 50},
        bonus_pentas=2,
    )
    assert card.lower_total == 72
    assert card.total == 63 + 35 + 72 + 200


def test_empty_card() -> None:
    # Scorecard() is empty: all boxes open, everything 0.
    card = Scorecard()
    assert card.open_boxes == tuple(Box) and not card.is_complete and card.total == 0
    assert card.points(Box.PENTA) is None and card.filled == {}


# ---- bad input ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "dice", [(1, 2, 3, 4), (1, 2, 3, 4, 5, 6), (0, 1, 2, 3, 4), (1, 2, 3, 4, 7), (1, 2, 3, 4, True)]
)
def test_bad_dice_raise_value_error(dice: tuple[int, ...]) -> None:
    # Not five dice in 1..6: a plain ValueError naming the problem.
    with pytest.raises(ValueError, match="die|dice"):
        Scorecard().options(dice)
    with pytest.raises(ValueError):
        score(Box.CHANCE, dice)


def test_unknown_box_raises_value_error() -> None:
    # An unknown box is bad input, not an illegal action.
    with pytest.raises(ValueError, match="unknown Yams box"):
        Scorecard().record("chance", (1, 2, 3, 4, 5))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown Yams box"):
        Box.from_id("yahtzee")
    with pytest.raises(ValueError):
        Scorecard.from_dict({"boxes": {"yahtzee": 3}})


def test_impossible_card_is_refused() -> None:
    # Penta bonuses without 50 in the Penta box cannot happen.
    with pytest.raises(ValueError):
        Scorecard.from_points({Box.PENTA: 0}, bonus_pentas=1)
    with pytest.raises(ValueError):
        Scorecard.from_points({Box.CHANCE: -1})


# ---- properties ---------------------------------------------------------------------------


@given(dice=dice_st, order=st.permutations(range(5)))
def test_score_never_depends_on_dice_order(dice: tuple[int, ...], order: list[int]) -> None:
    # Any order of the same five dice scores the same in every box, Joker or not.
    shuffled = tuple(dice[i] for i in order)
    for box in Box:
        assert score(box, dice) == score(box, shuffled)
        assert joker_score(box, dice) == joker_score(box, shuffled)
    for card in (Scorecard(), card_with({Box.PENTA: 50, Box.ONES: 0})):
        assert card.options(dice) == card.options(shuffled)


@st.composite
def played_cards(draw: st.DrawFn) -> Scorecard:
    """A card after some legal recordings of random rolls."""
    card = Scorecard()
    for _ in range(draw(st.integers(0, 13))):
        dice = draw(st.one_of(dice_st, st.integers(1, 6).map(lambda v: (v,) * 5)))
        opts = card.options(dice)
        card = card.record(draw(st.sampled_from(sorted(opts, key=lambda b: b.value))), dice)
    return card


@settings(max_examples=150)
@given(card=played_cards())
def test_totals_equal_the_sum_of_their_parts(card: Scorecard) -> None:
    # The total rows always add up, and the card survives a JSON round trip.
    upper = sum(card.points(b) or 0 for b in UPPER_BOXES)
    lower = sum(card.points(b) or 0 for b in LOWER_BOXES)
    assert card.upper_total == upper and card.lower_total == lower
    assert card.upper_bonus == (35 if upper >= 63 else 0)
    assert card.total == upper + card.upper_bonus + lower + 100 * card.bonus_pentas
    assert len(card.open_boxes) + len(card.filled) == 13
    assert Scorecard.from_dict(json.loads(json.dumps(card.to_dict()))) == card


@given(card=played_cards(), dice=dice_st)
def test_options_are_exactly_the_recordable_boxes(card: Scorecard, dice: tuple[int, ...]) -> None:
    # options() keys are the boxes record() accepts, with the points it writes.
    opts = card.options(dice)
    assert set(opts) <= set(card.open_boxes)
    assert bool(opts) == (not card.is_complete)
    for box in Box:
        if box in opts:
            assert card.record(box, dice).points(box) == opts[box]
        else:
            with pytest.raises(IllegalBoxError):
                card.record(box, dice)


# ---- exhaustive cross-check of options() against a plain reading of Y3–Y8 --------------

ALL_ROLLS = list(combinations_with_replacement(range(1, 7), 5))


def reference_options(card: Scorecard, dice: tuple[int, ...]) -> dict[Box, int]:
    """Y3–Y8 and Y11 written out again, box by box, without game.rules.yams's helpers."""
    faces = [dice.count(f) for f in range(1, 7)]
    total, distinct = sum(dice), set(dice)
    penta = max(faces) == 5
    open_ = [b for b in Box if card.boxes[b.value] is None]
    ordinary = {
        Box.ONES: faces[0] * 1, Box.TWOS: faces[1] * 2, Box.THREES: faces[2] * 3,
        Box.FOURS: faces[3] * 4, Box.FIVES: faces[4] * 5, Box.SIXES: faces[5] * 6,
        Box.THREE_OF_A_KIND: total if max(faces) >= 3 else 0,
        Box.FOUR_OF_A_KIND: total if max(faces) >= 4 else 0,
        Box.FULL_HOUSE: 25 if sorted(f for f in faces if f) == [2, 3] else 0,
        Box.SMALL_STRAIGHT: 30 if any({s, s + 1, s + 2, s + 3} <= distinct for s in (1, 2, 3))
        else 0,
        Box.LARGE_STRAIGHT: 40 if distinct in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0,
        Box.CHANCE: total,
        Box.PENTA: 50 if penta else 0,
    }
    if not (penta and card.boxes[Box.PENTA.value] == 50):
        return {b: ordinary[b] for b in open_}  # Y6, Y8, Y11: every open box, normally
    face_box = Box(dice[0] - 1)
    if face_box in open_:
        return {face_box: ordinary[face_box]}  # Y7 first: the upper box of the face
    joker = {
        Box.THREE_OF_A_KIND: total, Box.FOUR_OF_A_KIND: total, Box.FULL_HOUSE: 25,
        Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 40, Box.CHANCE: total,
    }
    lower = {b: joker[b] for b in open_ if b in joker}
    if lower:
        return lower  # Y7 then: any open lower box
    return {b: 0 for b in open_}  # Y7 last: any open upper box, for 0


def crosscheck_cards() -> list[Scorecard]:
    """Empty, Penta open / 0 / 50, each with many fill patterns of the twelve other boxes."""
    rng = random.Random(2024)
    others = [b for b in Box if b is not Box.PENTA]
    patterns: list[set[Box]] = [
        set(), set(UPPER_BOXES), set(LOWER_BOXES) - {Box.PENTA}, set(others),
        {Box.FOURS}, {Box.FOURS, Box.FULL_HOUSE, Box.LARGE_STRAIGHT},
        {Box.FOURS, Box.THREE_OF_A_KIND, Box.FOUR_OF_A_KIND, Box.CHANCE},
        (set(LOWER_BOXES) - {Box.PENTA}) | {Box.FOURS, Box.SIXES},
        set(others) - {Box.TWOS}, set(others) - {Box.CHANCE},
    ]
    patterns += [{b for b in others if rng.random() < rng.random()} for _ in range(20)]
    cards = []
    for filled in patterns:
        points = {b: 0 for b in filled}
        cards.append(Scorecard.from_points(points))
        cards.append(Scorecard.from_points({**points, Box.PENTA: 0}))
        cards.append(Scorecard.from_points({**points, Box.PENTA: 50}, bonus_pentas=len(filled) % 2))
    return cards


def test_options_and_record_match_the_reference_on_every_roll() -> None:
    # All 252 rolls × 90 cards: options() is the reference; record() writes its points and
    # earns the 100 exactly when the Penta box holds 50 (in all three Joker cases).
    assert len(ALL_ROLLS) == 252
    for card in crosscheck_cards():
        for dice in ALL_ROLLS:
            expected = reference_options(card, dice)
            assert card.options(dice) == expected, (card, dice)
            penta = len(set(dice)) == 1
            if not penta and hash(dice) % 16:
                continue  # record() on every Penta, on a sixteenth of the other rolls
            joker = penta and card.points(Box.PENTA) == 50
            for box, points in expected.items():
                after = card.record(box, dice)
                assert after.points(box) == points
                assert after.penta_bonus == card.penta_bonus + (100 if joker else 0)


def test_y6_penta_in_kind_boxes_scores_the_sum() -> None:
    # Y6: Penta box open, five 3s -> Trei de un fel and Careu take the sum (15), Full 0.
    opts = Scorecard().options((3, 3, 3, 3, 3))
    assert opts[Box.THREE_OF_A_KIND] == 15 and opts[Box.FOUR_OF_A_KIND] == 15
    assert opts[Box.CHANCE] == 15 and opts[Box.FULL_HOUSE] == 0
    assert opts[Box.SMALL_STRAIGHT] == 0 and opts[Box.LARGE_STRAIGHT] == 0


def test_y7_face_box_filled_and_lower_part_partly_filled() -> None:
    # Y7: Șase filled, Full and Șansă filled -> only the open lower boxes, never an open
    # upper box (not even for 0) while a lower box is open; the 100 is earned.
    card = card_with({Box.PENTA: 50, Box.SIXES: 24, Box.FULL_HOUSE: 25, Box.CHANCE: 20})
    sixes = (6, 6, 6, 6, 6)
    assert card.options(sixes) == {
        Box.THREE_OF_A_KIND: 30, Box.FOUR_OF_A_KIND: 30,
        Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 40,
    }
    with pytest.raises(IllegalBoxError) as info:
        card.record(Box.ONES, sixes)
    assert info.value.key == "error.yams.box_not_allowed"
    assert card.record(Box.SMALL_STRAIGHT, sixes).penta_bonus == 100


def test_y7_forced_face_box_even_when_lower_boxes_are_open() -> None:
    # Y7: the face's upper box comes first, even if the Joker would pay more below.
    card = card_with({Box.PENTA: 50, Box.ONES: 2, Box.FULL_HOUSE: 0})
    assert card.options((2, 2, 2, 2, 2)) == {Box.TWOS: 10}
