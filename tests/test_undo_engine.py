"""Undo in both engines (issue 13): a person's last scoring comes back exactly, before any roll.

``YamsGame.undo()`` / ``FarkleGame.undo()`` with ``can_undo``: after an undo ``to_dict()`` equals
the one before the undone action; refusals raise ``UndoNotAllowedError`` before changing anything;
the state survives a save and a restart; the computer's decisions are never taken back.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.ai import yams as yams_ai
from game.engine.errors import GameOverError, UndoNotAllowedError
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import BoxNotAllowedError, YamsGame
from game.rules.yams import Box, Scorecard
from tools.scripted_dice import ScriptedDice

ANA, IA = Player("Ana"), Player("IA", is_computer=True)


def saved(game: Any) -> str:
    """The state as the save file holds it."""
    return json.dumps(game.to_dict(), sort_keys=True)


def restart(game: Any) -> Any:
    """Save to JSON text and load again, as closing and reopening the app does."""
    return type(game).from_dict(json.loads(json.dumps(game.to_dict())))


def refused(game: Any, key: str) -> None:
    """``undo`` is refused with ``key`` and changes nothing."""
    before = saved(game)
    assert not game.can_undo
    with pytest.raises(UndoNotAllowedError) as info:
        game.undo()
    assert info.value.key == key
    assert saved(game) == before


# ---- Yams ---------------------------------------------------------------------------------


def test_yams_undo_of_the_box_that_crossed_63_takes_the_upper_bonus_back() -> None:
    card = Scorecard.from_points(
        {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15})
    game = YamsGame([ANA, IA], [card, Scorecard()])
    refused(game, "error.undo.nothing")
    game.roll(ScriptedDice([6, 6, 6, 1, 2], strict=True))
    game.toggle_hold(0)
    game.pick(Box.SIXES)
    before = saved(game)
    event = game.validate()
    assert event.upper_bonus_reached and game.cards[0].upper_bonus == 35 and game.current == 1
    assert game.can_undo
    assert game.undo() == event
    assert saved(game) == before
    assert game.cards[0].upper_bonus == 0 and game.cards[0].points(Box.SIXES) is None
    assert (game.current, game.dice, game.picked, game.held) == (
        0, (6, 6, 6, 1, 2), Box.SIXES, (True, False, False, False, False))
    # the roll stays: no reroll, another box may be chosen
    assert game.rolls_used == 1
    game.pick(Box.CHANCE)
    assert game.validate().points == 21 and game.cards[0].upper_bonus == 0


def test_yams_undo_brings_back_the_penta_bonus_and_the_forced_joker_order() -> None:
    # Y7: Penta box at 50, five 4s: only Quatre (20) is legal; the +100 comes back with the undo
    game = YamsGame([ANA], [Scorecard.from_points({Box.PENTA: 50})])
    game.roll(ScriptedDice([4] * 5, strict=True))
    game.pick(Box.FOURS)
    before = saved(game)
    event = game.validate()
    assert event.penta_bonus == 100 and game.cards[0].penta_bonus == 100
    game.undo()
    assert saved(game) == before
    assert game.cards[0].penta_bonus == 0 and game.joker_active
    assert game.options() == {Box.FOURS: 20}
    with pytest.raises(BoxNotAllowedError):
        game.pick(Box.CHANCE)
    # second step of the order: Quatre filled, any open lower box; undo keeps the choice open
    card = Scorecard.from_points({Box.PENTA: 50, Box.FOURS: 8})
    game = YamsGame([ANA], [card])
    game.roll(ScriptedDice([4] * 5, strict=True))
    options = game.options()
    game.pick(Box.FULL_HOUSE)
    before = saved(game)
    assert game.validate().points == 25
    game.undo()
    assert saved(game) == before and game.options() == options
    assert Box.ONES not in options  # an upper box is only for when no lower box is open


def test_yams_double_undo_the_second_is_refused() -> None:
    game = YamsGame.new([ANA, Player("Bia")])
    game.roll(ScriptedDice([1, 2, 3, 4, 5], strict=True))
    game.pick(Box.LARGE_STRAIGHT)
    game.validate()
    game.undo()
    refused(game, "error.undo.nothing")
    assert game.current == 0 and game.picked is Box.LARGE_STRAIGHT


def test_yams_undo_after_a_save_and_a_restart() -> None:
    game = YamsGame.new([ANA, IA])
    game.roll(ScriptedDice([2, 2, 2, 5, 5], strict=True))
    game.pick(Box.FULL_HOUSE)
    before = saved(game)
    game.validate()
    reopened = restart(game)
    assert reopened.can_undo and saved(reopened) == saved(game)
    reopened.undo()
    assert saved(reopened) == before


def test_yams_a_roll_ends_the_undo_and_the_computer_is_never_undone() -> None:
    game = YamsGame.new([ANA, IA])
    game.roll(ScriptedDice([2, 2, 2, 5, 5], strict=True))
    game.pick(Box.FULL_HOUSE)
    game.validate()
    assert game.can_undo  # the computer waits before its first roll: the undo is reachable
    game.roll(ScriptedDice([1, 1, 1, 1, 3], strict=True), player=1)
    refused(game, "error.undo.computer")  # during the computer's turn
    game.pick(Box.FOUR_OF_A_KIND, player=1)
    game.validate(player=1)
    refused(game, "error.undo.computer")  # the computer's own box
    game.roll(ScriptedDice([6, 5, 4, 3, 1], strict=True))
    refused(game, "error.undo.nothing")


def test_yams_an_auto_score_of_a_person_is_undone_to_the_countdown() -> None:
    game = YamsGame.new([ANA, IA])
    dice = ScriptedDice([3] * 15, strict=True)
    for _ in range(3):
        game.roll(dice)
    before = saved(game)
    event = game.auto_score(Box.PENTA)  # five 3s: the box the expert would take
    assert event.auto
    game.undo()
    assert saved(game) == before and game.auto_score_due


def test_yams_the_last_box_of_the_game_is_not_undone() -> None:
    card = Scorecard.from_points({b: 0 for b in Box if b is not Box.CHANCE})
    game = YamsGame([ANA], [card])
    game.roll(ScriptedDice([6] * 5, strict=True))
    game.pick(Box.CHANCE)
    game.validate()
    assert game.finished and not game.can_undo and game.to_dict()["undo"] is None
    with pytest.raises(GameOverError):
        game.undo()


def test_yams_a_saved_undo_that_does_not_replay_is_refused() -> None:
    game = YamsGame.new([ANA, IA])
    game.roll(ScriptedDice([2, 2, 2, 5, 5], strict=True))
    game.pick(Box.FULL_HOUSE)
    game.validate()
    data = game.to_dict()
    forged = json.loads(json.dumps(data))
    forged["undo"]["dice"] = [3, 3, 3, 6, 6]  # a legal state, but not the one scored
    with pytest.raises(ValueError):
        YamsGame.from_dict(forged)
    other_box = json.loads(json.dumps(data))
    other_box["undo"]["picked"] = "chance"
    with pytest.raises(ValueError):
        YamsGame.from_dict(other_box)
    nested = json.loads(json.dumps(data))
    nested["undo"]["undo"] = json.loads(json.dumps(data["undo"]))
    with pytest.raises(ValueError):
        YamsGame.from_dict(nested)
    old = json.loads(json.dumps(data))
    del old["undo"]  # saved before undo existed: loads, nothing to take back
    assert not YamsGame.from_dict(old).can_undo


def test_yams_every_person_scoring_of_whole_games_undoes_exactly() -> None:
    # a seeded game, everyone's box chosen by the computer: each person's scoring undone
    # and redone gives back exactly the state before and after
    for seed in (1,):
        rng = random.Random(seed)
        game = YamsGame.new([ANA, Player("Bia"), IA])
        while not game.finished:
            game.roll(rng)
            while game.rolls_left and rng.random() < 0.6:
                keep = yams_ai.choose_keep(game.current_card, game.dice, game.rolls_left,
                                           level="beginner", rng=rng)
                game.hold_values(keep)
                if all(game.held):
                    break
                game.roll(rng)
            game.pick(yams_ai.choose_box(game.current_card, game.dice, level="beginner"))
            before = saved(game)
            game.validate()
            after = saved(game)
            if game.players[game.last_event.player].is_computer or game.finished:
                assert not game.can_undo
                continue
            game.undo()
            assert saved(game) == before
            game.validate()
            assert saved(game) == after


# ---- 10 000 -------------------------------------------------------------------------------


def test_farkle_undo_of_the_bank_that_started_the_last_round() -> None:
    game = FarkleGame.new([ANA, Player("Bia"), IA], target=5_000)
    game.totals[:] = [4_900, 4_000, 1_000]
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    before = saved(game)
    event = game.bank()
    assert event.last_round_started and game.last_round_pending == [1, 2]
    assert game.can_undo
    assert game.undo() == event
    assert saved(game) == before
    assert game.last_round_by is None and game.last_round_pending == []
    assert game.totals[0] == 4_900 and game.turns_played[0] == 0 and game.current == 0
    assert game.turn_total == 100 and game.selected == frozenset({0})
    # the roll stays; the player may now roll again instead
    game.roll(ScriptedDice([5, 2, 3, 4, 6], strict=True))
    refused(game, "error.undo.nothing")


def test_farkle_double_undo_and_undo_after_save_and_restart() -> None:
    game = FarkleGame.new([ANA, Player("Bia")])
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    for i in (0, 1, 2):
        game.toggle(i)
    game.roll(ScriptedDice([5, 2, 3], strict=True))
    game.toggle(0)
    before = saved(game)
    game.bank()
    reopened = restart(game)
    assert reopened.can_undo and saved(reopened) == saved(game)
    reopened.undo()
    assert saved(reopened) == before and reopened.turn_total == 1_050
    refused(reopened, "error.undo.nothing")
    # banked again, then the next player rolls: that bank can no longer be taken back
    reopened.bank()
    assert reopened.can_undo
    reopened.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True), player=1)
    refused(reopened, "error.undo.nothing")


def test_farkle_a_bust_and_the_computer_are_never_undone() -> None:
    game = FarkleGame.new([ANA, IA])
    refused(game, "error.undo.nothing")
    game.roll(ScriptedDice([2, 3, 4, 6, 6, 3], strict=True))  # a bust: a roll
    refused(game, "error.undo.nothing")
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True), player=1)
    refused(game, "error.undo.computer")  # during the computer's turn
    game.toggle(0)
    game.bank(player=1)
    refused(game, "error.undo.computer")  # the computer's own bank


def test_farkle_the_bank_that_ends_the_game_is_not_undone() -> None:
    game = FarkleGame.new([ANA, Player("Bia")], target=5_000)
    game.totals[:] = [5_000, 100]
    game.last_round_by, game.last_round_pending, game.current = 0, [1], 1
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    assert game.bank().game_over and not game.can_undo
    with pytest.raises(GameOverError):
        game.undo()


def test_farkle_a_saved_undo_that_does_not_replay_is_refused() -> None:
    game = FarkleGame.new([ANA, Player("Bia")])
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    game.bank()
    forged = json.loads(json.dumps(game.to_dict()))
    forged["undo"]["totals"] = [9_000, 0]
    with pytest.raises(ValueError):
        FarkleGame.from_dict(forged)
    computer = json.loads(json.dumps(game.to_dict()))
    computer["players"][0]["is_computer"] = computer["undo"]["players"][0]["is_computer"] = True
    with pytest.raises(ValueError):
        FarkleGame.from_dict(computer)
