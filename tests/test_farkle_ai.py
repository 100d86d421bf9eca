"""The 10 000 computer player: F13's banking threshold and the selection policy."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.farkle import (
    Action,
    banking_threshold,
    best_selection,
    choose_selection,
    current_threshold,
    decide,
    play_step,
    play_turn,
    should_bank,
)
from game.engine.farkle import EventKind, FarkleGame
from game.engine.players import Player
from game.rules.farkle import best_score, score
from tools.scripted_dice import ScriptedDice


def ai_game(count: int = 2, target: int = 10_000) -> FarkleGame:
    """A game where player 0 is the computer."""
    players = [Player("IA", is_computer=True)] + [Player(f"P{i}") for i in range(1, count)]
    return FarkleGame.new(players, target)


def values(roll: tuple[int, ...], positions: frozenset[int]) -> list[int]:
    """The sorted values at ``positions`` of ``roll``."""
    return sorted(roll[i] for i in positions)


# -- F13: the banking threshold ------------------------------------------------------


def test_f13_threshold_is_300_at_base() -> None:
    # Level scores, six dice to roll: 300.
    assert banking_threshold(0, 0, 6) == 300
    assert banking_threshold(2_000, 1_000, 5) == 300  # leading does not lower it


def test_f13_threshold_higher_when_behind() -> None:
    # +100 per full 1 000 behind the best opponent, at most +600.
    assert banking_threshold(1_000, 1_999, 6) == 300
    assert banking_threshold(1_000, 3_500, 6) == 500
    assert banking_threshold(0, 14_000, 6) == 900


def test_f13_threshold_lower_when_few_dice_remain() -> None:
    # −50 with three dice left, −100 with two, −150 with one.
    assert [banking_threshold(0, 0, n) for n in (6, 5, 4, 3, 2, 1)] == [
        300, 300, 300, 250, 200, 150,
    ]


def test_f13_banks_once_turn_points_reach_threshold() -> None:
    # 1,1,1,2,3,4: 1 000 ≥ 300, it banks the triple.
    game = ai_game()
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    decision = decide(game)
    assert decision.action is Action.BANK and should_bank(game)
    assert values(game.roll_dice or (), decision.selection) == [1, 1, 1]
    assert play_step(game, ScriptedDice([], strict=True)).points == 1_000


def test_f13_keeps_rolling_below_threshold() -> None:
    # A single 5 from six dice (50 < 300): set it aside and roll five dice.
    game = ai_game()
    game.roll(ScriptedDice([5, 2, 3, 4, 6, 6], strict=True))
    decision = decide(game)
    assert decision.action is Action.ROLL and decision.selection == frozenset({0})
    assert decision.threshold == current_threshold(game) == 300


def test_f13_behind_waits_longer() -> None:
    # 400 points in hand: enough when level, not when 3 000 behind (threshold 600).
    game = ai_game()
    game.roll(ScriptedDice([4, 4, 4, 2, 3, 6], strict=True))
    assert should_bank(game)
    game = ai_game()
    game.totals[1] = 3_000
    game.roll(ScriptedDice([4, 4, 4, 2, 3, 6], strict=True))
    assert current_threshold(game) == 550  # 300 + 300 − 50 (three dice left)
    assert not should_bank(game)


def test_f13_last_round_never_banks_below_what_it_needs() -> None:
    # Last round, 1 400 behind: 1 000 in hand is not enough, it rolls on, then wins.
    game = ai_game(2, target=5_000)
    game.current = 1
    game.totals[:] = [3_600, 4_900]
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    game.bank()  # P1 reaches 5 000: last round, the computer plays once more
    assert game.in_last_round and game.current == 0
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    # must beat 5 000 from 3 600 (hL50: 50 past it, the table's one "needed" figure; 1 401
    # before, the same play: turn points are multiples of 50)
    assert current_threshold(game) == 1_450
    assert decide(game).action is Action.ROLL
    # sets the three 1s aside, rolls three dice
    play_step(game, ScriptedDice([5, 5, 5], strict=True))
    assert game.turn_points == 1_000 and decide(game).action is Action.BANK
    event = play_step(game, ScriptedDice([], strict=True))
    assert event.kind is EventKind.BANKED and event.points == 1_500 and event.game_over
    assert game.ranking() == [(1, 0, 5_100), (2, 1, 5_000)]


def test_f13_last_round_a_tie_is_not_enough() -> None:
    # Last round, 1 000 behind: 1 000 in hand would only tie, so it rolls; 1 050 wins: bank.
    for roll, action in (([1, 1, 1, 2, 3, 4], Action.ROLL), ([1, 1, 1, 5, 2, 3], Action.BANK)):
        game = ai_game(2, target=5_000)
        game.current = 1
        game.totals[:] = [4_000, 4_900]
        game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
        game.toggle(0)
        game.bank()
        game.roll(ScriptedDice(roll, strict=True))
        assert current_threshold(game) == 1_050  # (hL50: 50 past the tie; 1 001 before)
        assert decide(game).action is action, roll


# -- selection policy ------------------------------------------------------------------


def test_seed004_keeps_three_ones_not_four() -> None:
    # 1,1,1,1,2,3: three 1s (1 000) and three dice to roll, rather than four 1s.
    roll = (1, 1, 1, 1, 2, 3)
    assert values(roll, choose_selection(roll)) == [1, 1, 1]
    assert values(roll, best_selection(roll)) == [1, 1, 1]


def test_seed004_three_fives_and_the_one() -> None:
    # 5,5,5,1,2,3: it takes 5,5,5,1 for 600.
    roll = (5, 5, 5, 1, 2, 3)
    assert values(roll, choose_selection(roll)) == [1, 5, 5, 5]


def test_leaves_second_one_to_roll_five_dice() -> None:
    # 1,1,2,3,4,6: one 1 and five dice beats two 1s and four dice.
    roll = (1, 1, 2, 3, 4, 6)
    assert values(roll, choose_selection(roll)) == [1]


def test_leaves_the_five_beside_a_one() -> None:
    # 1,5,2,3,4,4: keep the 1, roll the 5 again with the rest.
    roll = (1, 5, 2, 3, 4, 4)
    assert values(roll, choose_selection(roll)) == [1]


def test_f8_always_takes_hot_dice() -> None:
    # Every die left scores: take them all and get six dice back.
    assert choose_selection((1, 5)) == frozenset({0, 1})
    assert choose_selection((2, 2, 2, 1, 5, 5)) == frozenset(range(6))


def test_choose_selection_refuses_a_bust_roll() -> None:
    # Nothing to set aside in a bust.
    with pytest.raises(ValueError):
        choose_selection((2, 3, 4, 6, 6, 3))


scoring_rolls = st.lists(st.integers(1, 6), min_size=1, max_size=6).filter(
    lambda r: best_score(r) > 0
)


@given(scoring_rolls)
def test_selections_are_always_valid(roll: list[int]) -> None:
    # Both policies return a non-empty selection that scores.
    dice = tuple(roll)
    for chosen in (choose_selection(dice), best_selection(dice)):
        assert chosen and score(dice[i] for i in chosen) is not None
    assert score(dice[i] for i in best_selection(dice)) == best_score(dice)


# -- whole games ------------------------------------------------------------------------


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 4), st.sampled_from([5_000, 10_000]))
def test_f11_computer_games_always_end(seed: int, count: int, target: int) -> None:
    # Seeded games played by the computer for every seat end with a full ranking.
    rng = random.Random(seed)
    game = FarkleGame.new([Player(f"IA{i}", True) for i in range(count)], target)
    for _ in range(400):
        if game.finished:
            break
        play_turn(game, rng)
    assert game.finished
    assert max(game.totals) >= target
    assert sorted(i for _, i, _ in game.ranking()) == list(range(count))

