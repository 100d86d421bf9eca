"""The Yams standings (issue 22 §2): places, ties, the gap to the leader, turns left and
totals exactly as the sheet counts them, for 1 to 7 players (game.flow.yams_standings)."""

from __future__ import annotations

import random

import pytest

from game.engine.players import Player
from game.engine.yams import ROUNDS, YamsGame
from game.flow.yams_standings import game_turns_left, standings
from game.rules.yams import Box, Scorecard

UPPER_63 = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15,
            Box.SIXES: 18}
"""Exactly 63 in the upper boxes: the 35 bonus (Y12)."""


def _game(cards: list[Scorecard], current: int = 0) -> YamsGame:
    game = YamsGame([Player(f"P{i}") for i in range(len(cards))], cards)
    game.current = current
    return game


def test_the_leader_has_place_one_and_no_gap_the_others_their_distance():
    cards = [Scorecard.from_points({Box.CHANCE: 20}), Scorecard.from_points({Box.FULL_HOUSE: 25}),
             Scorecard.from_points({Box.ONES: 2})]
    rows = standings(_game(cards, current=2))
    assert [(r.seat, r.place, r.total, r.gap) for r in rows] == [
        (1, 1, 25, 0), (0, 2, 20, 5), (2, 3, 2, 23)]
    assert [r.current for r in rows] == [False, False, True]
    assert not any(r.tied for r in rows)


def test_equal_totals_share_a_place_and_the_next_place_is_skipped():
    cards = [Scorecard.from_points({Box.CHANCE: 20}), Scorecard.from_points({Box.CHANCE: 25}),
             Scorecard.from_points({Box.FULL_HOUSE: 25}), Scorecard.from_points({Box.CHANCE: 20}),
             Scorecard.from_points({Box.TWOS: 4})]
    rows = standings(_game(cards))
    assert [(r.seat, r.place, r.gap, r.tied) for r in rows] == [
        (1, 1, 0, True), (2, 1, 0, True), (0, 3, 5, True), (3, 3, 5, True), (4, 5, 21, False)]


def test_turns_left_are_the_open_boxes():
    cards = [Scorecard(), Scorecard.from_points({Box.CHANCE: 20, Box.ONES: 3}),
             Scorecard.from_points({b: 0 for b in list(Box)[:12]})]
    rows = {r.seat: r for r in standings(_game(cards))}
    assert [rows[s].turns_left for s in range(3)] == [ROUNDS, ROUNDS - 2, 1]
    assert game_turns_left(standings(_game(cards))) == ROUNDS
    assert game_turns_left(standings(_game(cards[1:]))) == ROUNDS - 2


def test_the_total_is_the_sheets_with_the_upper_and_penta_bonuses():
    bonus = Scorecard.from_points(UPPER_63)  # 63 + 35
    penta = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 30}, bonus_pentas=1)  # 180
    below = Scorecard.from_points({**UPPER_63, Box.SIXES: 12})  # 57: no bonus
    rows = {r.seat: r for r in standings(_game([bonus, penta, below]))}
    assert [rows[s].total for s in range(3)] == [98, 180, 57]
    assert [rows[s].total for s in range(3)] == [c.total for c in (bonus, penta, below)]
    assert rows[1].place == 1 and rows[0].gap == 82 and rows[2].gap == 123


def test_one_player_leads_alone():
    rows = standings(_game([Scorecard.from_points({Box.CHANCE: 17})]))
    assert [(r.seat, r.place, r.total, r.gap, r.turns_left, r.current, r.tied)
            for r in rows] == [(0, 1, 17, 0, ROUNDS - 1, True, False)]


def test_nobody_is_on_turn_once_the_game_is_over():
    full = Scorecard.from_points({b: 1 if b.is_upper else 0 for b in Box})
    rows = standings(_game([full, full]))
    assert not any(r.current for r in rows)
    assert all(r.turns_left == 0 and r.place == 1 for r in rows)


@pytest.mark.parametrize("players", range(1, 8))
def test_a_played_game_of_one_to_seven_players(players):
    """Whole games of random play: every row agrees with the engine at every turn's start."""
    rng = random.Random(players)
    game = YamsGame.new([Player(f"P{i}") for i in range(players)])
    while not game.finished:
        rows = standings(game)
        assert sorted(r.seat for r in rows) == list(range(players))
        leader = max(c.total for c in game.cards)
        for r in rows:
            card = game.cards[r.seat]
            assert r.total == card.total
            assert r.gap == leader - card.total >= 0
            assert r.place == 1 + sum(c.total > card.total for c in game.cards)
            assert r.turns_left == ROUNDS - card.turns_played
            assert r.current == (r.seat == game.current)
        assert [r.total for r in rows] == sorted((r.total for r in rows), reverse=True)
        game.roll(rng)
        game.pick(rng.choice(sorted(game.options(), key=lambda b: b.value)))
        game.validate()
    assert not any(r.current for r in standings(game))


def test_last_turns_follow_each_players_newest_scoring_and_forget_an_undone_one():
    from game.flow.yams_standings import LastTurns

    rng = random.Random(3)
    game = YamsGame.new([Player("Ana"), Player("Ion")])
    last = LastTurns()
    last.follow(game)
    assert last.of(game, 0) is None and last.of(game, 1) is None
    scored = {}
    for _ in range(4):  # two turns each
        game.roll(rng)
        box = sorted(game.options(), key=lambda b: b.value)[0]
        player = game.current
        game.pick(box)
        event = game.validate()
        last.follow(game)
        last.follow(game)  # every frame: the same event once
        scored[player] = (event.box, event.points)
        assert last.of(game, player) == scored[player]
    assert last.of(game, 0) == scored[0] and last.of(game, 1) == scored[1]
    game.undo()  # Ion's last scoring taken back: not his last turn any more
    last.follow(game)
    assert last.of(game, 1) is None and last.of(game, 0) == scored[0]
