"""The statistics' promises: a bank on hot dice counts as hot dice (F8), and a player's
totals keep busts and hot dice each in their own place, kept games and rolled-up ones."""

from __future__ import annotations

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.statistics import GameRecord, PlayerResult, PlayerTally, game_record, summarise
from tools.scripted_dice import ScriptedDice

DATE = "2026-12-01T20:00:00+02:00"


def _set_aside_all(game: FarkleGame) -> None:
    for index in sorted(game.selectable):
        game.toggle(index)


def test_a_bank_on_hot_dice_counts_as_hot_dice():
    game = FarkleGame.new([Player("Ana"), Player("IA", True)], 5_000)
    game.roll(ScriptedDice([1, 1, 1, 1, 5, 5], strict=True))
    _set_aside_all(game)  # all six set aside: "Zaruri fierbinți!"
    assert game.hot_dice_pending
    game.bank()  # banked on the hot dice, not rolled again
    assert game.hot_dice == [1, 0]
    ana = game_record("farkle", game, DATE).players[0]
    assert (ana.hot_dice, ana.busts, ana.banks) == (1, 0, (1_500,))


def test_hot_dice_rolled_on_then_banked_count_once():
    game = FarkleGame.new([Player("Ana"), Player("IA", True)], 5_000)
    game.roll(ScriptedDice([1, 1, 1, 1, 5, 5, 5, 2, 3, 4, 6, 6], strict=True))
    _set_aside_all(game)
    game.roll(ScriptedDice([5, 2, 3, 4, 6, 6], strict=True))  # on the hot dice
    game.toggle(0)
    game.bank()
    assert game.hot_dice == [1, 0]


def _result(busts: int, hot: int, banks: tuple[int, ...]) -> PlayerResult:
    return PlayerResult("Ana", False, sum(banks), 1, turns=busts + len(banks), busts=busts,
                        hot_dice=hot, banks=banks)


def test_a_players_totals_keep_busts_and_hot_dice_apart():
    kept = [GameRecord("farkle", DATE, (_result(3, 1, (5_000,)),), 5_000),
            GameRecord("farkle", DATE, (_result(2, 0, (2_500, 2_500)),), 5_000)]
    rolled = PlayerTally()
    rolled.add(_result(4, 7, (5_000,)), 5_000)
    rolled = PlayerTally.from_dict(rolled.to_dict(), "farkle")  # as stats.json keeps it
    summary = summarise(kept, {("farkle", "Ana", False): rolled}, "farkle", "Ana", False)
    assert (summary.tally.busts, summary.tally.hot_dice) == (3 + 2 + 4, 1 + 0 + 7)
    assert summary.tally.turns == 4 + 4 + 5
    alone = summarise(kept, {}, "farkle", "Ana", False)
    assert (alone.tally.busts, alone.tally.hot_dice) == (5, 1)
