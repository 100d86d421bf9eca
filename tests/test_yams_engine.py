"""The Yams state machine: turn flow Y9–Y11, Joker events Y7, end and ranking Y13, players Y14."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import yams as yams_ai
from game.engine.errors import GameOverError, IllegalActionError, NotYourTurnError
from game.engine.players import Player
from game.engine.yams import (
    AllHeldError,
    AutoScoreNotAllowedError,
    BoxNotAllowedError,
    CannotHoldError,
    NoBoxPickedError,
    NoRollsLeftError,
    RollFirstError,
    YamsGame,
)
from game.rules.yams import Box, Scorecard
from tools.scripted_dice import ScriptedDice


def two_players() -> YamsGame:
    """Ana (human) and the computer, nothing rolled yet."""
    return YamsGame.new([Player("Ana"), Player("IA", is_computer=True)])


def snapshot(game: YamsGame) -> str:
    """The whole state, as compared before and after a refused action."""
    return json.dumps(game.to_dict(), sort_keys=True)


# ---- players (Y14) ------------------------------------------------------------------------


def test_y14_one_to_seven_players() -> None:
    # Y14: 1 to 6 humans + 1 computer: 1..7 seats, anything else is bad input.
    for n in range(1, 8):
        game = YamsGame.new([Player(f"P{i}") for i in range(n)])
        assert len(game.cards) == n and game.current == 0 and game.round == 1
    for n in (0, 8):
        with pytest.raises(ValueError):
            YamsGame.new([Player(f"P{i}") for i in range(n)])


def test_new_game_state() -> None:
    # A new game: empty cards, no dice, no holds, no rolls used, no pick.
    game = two_players()
    assert game.dice is None and game.held == (False,) * 5 and game.rolls_used == 0
    assert game.picked is None and not game.finished and game.last_event is None
    assert game.options() == {} and not game.sacrifice_needed
    assert all(card == Scorecard() for card in game.cards)


# ---- rolls and holds (Y9) ---------------------------------------------------------------


def test_y9_never_a_fourth_roll() -> None:
    # Y9: three rolls at most; the fourth is refused and changes nothing.
    game = two_players()
    rng = random.Random(1)
    for _ in range(3):
        game.roll(rng)
    assert game.rolls_left == 0 and not game.can_roll
    before = snapshot(game)
    with pytest.raises(NoRollsLeftError) as info:
        game.roll(rng)
    assert info.value.key == "error.yams.no_rolls_left"
    assert snapshot(game) == before


@pytest.mark.parametrize("rolls", [1, 2, 3])
def test_y9_validate_after_any_of_the_three_rolls(rolls: int) -> None:
    # Y9: after the 1st, 2nd or 3rd roll the player may pick and validate.
    game = two_players()
    rng = random.Random(rolls)
    for _ in range(rolls):
        game.roll(rng)
    game.pick(Box.CHANCE)
    event = game.validate()
    assert event.box is Box.CHANCE and event.player == 0
    assert game.current == 1 and game.dice is None and game.rolls_used == 0


def test_held_dice_keep_their_values_and_first_roll_rolls_all() -> None:
    # Held dice stay; the others are rerolled; the next turn's first roll rolls all five.
    game = two_players()
    game.roll(ScriptedDice([6, 6, 2, 3, 6], strict=True))
    game.set_held([0, 1, 4])
    assert game.held == (True, True, False, False, True)
    assert game.roll(ScriptedDice([6, 1], strict=True)) == (6, 6, 6, 1, 6)
    assert game.toggle_hold(3) is True
    assert game.toggle_hold(3) is False
    game.pick(Box.SIXES)
    game.validate()
    assert game.held == (False,) * 5
    assert game.roll(ScriptedDice([1, 2, 3, 4, 5], strict=True)) == (1, 2, 3, 4, 5)


def test_hold_values_maps_ai_keeps_to_dice() -> None:
    # hold_values holds one die per kept value, as choose_keep returns them.
    game = two_players()
    game.roll(ScriptedDice([3, 5, 3, 3, 2], strict=True))
    game.hold_values((3, 3))
    assert game.held == (True, False, True, False, False)
    with pytest.raises(ValueError):
        game.hold_values((6,))


def test_holding_needs_a_roll_and_a_roll_left() -> None:
    # Holds are refused before the first roll and after the third.
    game = two_players()
    with pytest.raises(RollFirstError):
        game.toggle_hold(0)
    rng = random.Random(2)
    for _ in range(3):
        game.roll(rng)
    before = snapshot(game)
    with pytest.raises(CannotHoldError) as info:
        game.set_held([0])
    assert info.value.key == "error.yams.cannot_hold_now"
    assert snapshot(game) == before
    with pytest.raises(ValueError):
        two_players().toggle_hold(5)


def test_reroll_with_every_die_held_is_refused() -> None:
    # Rolling nothing would waste a roll: refused.
    game = two_players()
    game.roll(random.Random(3))
    game.set_held(range(5))
    with pytest.raises(AllHeldError):
        game.roll(random.Random(3))
    assert game.rolls_used == 1


# ---- picking and validating ---------------------------------------------------------------


def test_pick_replace_unpick_and_new_roll_clears_the_pick() -> None:
    # Picking another box replaces the pick; unpick clears it; so does a new roll.
    game = two_players()
    game.roll(ScriptedDice([2, 2, 2, 5, 5], strict=True))
    assert game.pick(Box.FULL_HOUSE) == 25
    assert game.pick(Box.TWOS) == 6 and game.picked is Box.TWOS
    game.unpick()
    assert game.picked is None
    game.pick(Box.CHANCE)
    game.roll(ScriptedDice([1, 1, 1, 1, 1], strict=True))
    assert game.picked is None


def test_validate_without_pick_or_roll_is_refused() -> None:
    # "Validează tura" needs a roll and a picked box.
    game = two_players()
    with pytest.raises(RollFirstError) as first:
        game.validate()
    assert first.value.key == "error.yams.roll_first"
    game.roll(random.Random(4))
    with pytest.raises(NoBoxPickedError) as info:
        game.validate()
    assert info.value.key == "error.yams.no_box_picked"


def test_y7_joker_refuses_other_boxes_and_celebrates_the_bonus() -> None:
    # Y7 through the engine: Penta box holds 50, five 4s -> only Patru; event has +100.
    game = YamsGame([Player("Ana")], [Scorecard.from_points({Box.PENTA: 50})])
    game.roll(ScriptedDice([4] * 5, strict=True))
    assert game.joker_active and game.options() == {Box.FOURS: 20}
    before = snapshot(game)
    with pytest.raises(BoxNotAllowedError) as info:
        game.pick(Box.CHANCE)
    assert info.value.key == "error.yams.box_not_allowed"
    assert info.value.params == {"box": "chance"}
    assert snapshot(game) == before
    game.pick(Box.FOURS)
    event = game.validate()
    assert (event.points, event.penta_bonus) == (20, 100)
    assert game.cards[0].total == 170


def test_filled_box_pick_is_refused() -> None:
    # A filled box cannot be picked again.
    game = YamsGame([Player("Ana")], [Scorecard.from_points({Box.CHANCE: 20})])
    game.roll(random.Random(5))
    with pytest.raises(BoxNotAllowedError) as info:
        game.pick(Box.CHANCE)
    assert info.value.key == "error.yams.box_filled"
    with pytest.raises(ValueError):
        game.pick("chance")  # type: ignore[arg-type]


def test_y11_sacrifice_needed_only_without_rolls_left_or_once_picking() -> None:
    # Y11 refined: only Full, large straight and Penta open, roll 1,1,3,4,6: every box gives
    # 0, but with rolls left the message would be wrong advice; picking a box shows it.
    open_ = {Box.FULL_HOUSE, Box.LARGE_STRAIGHT, Box.PENTA}
    card = Scorecard.from_points({b: 0 for b in Box if b not in open_})
    game = YamsGame([Player("Ana")], [card])
    game.roll(ScriptedDice([1, 1, 3, 4, 6], strict=True))
    assert game.all_options_zero and not game.sacrifice_needed
    game.pick(Box.PENTA)
    assert game.sacrifice_needed
    game.unpick()
    assert not game.sacrifice_needed
    game.roll(ScriptedDice([1, 1, 3, 4, 6], strict=True))
    assert not game.sacrifice_needed  # one roll still left
    game.roll(ScriptedDice([1, 1, 3, 4, 6], strict=True))
    assert game.rolls_left == 0 and game.sacrifice_needed
    game.pick(Box.PENTA)
    assert game.validate().points == 0


def test_y12_event_flags_the_upper_bonus() -> None:
    # Y12: the box that takes the upper part to 63 flags the 35 bonus in its event.
    card = Scorecard.from_points(
        {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15}
    )
    game = YamsGame([Player("Ana")], [card])
    game.roll(ScriptedDice([6, 6, 6, 1, 2], strict=True))
    game.pick(Box.SIXES)
    event = game.validate()
    assert event.upper_bonus_reached and game.cards[0].upper_bonus == 35


# ---- the 3-second rule (Y10) --------------------------------------------------------------


def test_y10_auto_score_only_after_the_third_roll_without_pick() -> None:
    # Y10: refused after the 1st and the 2nd roll and while a box is picked; then scores
    # the box its caller gives.
    game = two_players()
    rng = random.Random(6)
    game.roll(rng)
    with pytest.raises(AutoScoreNotAllowedError):
        game.auto_score(Box.CHANCE)
    game.roll(rng)
    assert not game.auto_score_due
    with pytest.raises(AutoScoreNotAllowedError):
        game.auto_score(Box.CHANCE)
    game.roll(rng)
    assert game.auto_score_due
    game.pick(Box.CHANCE)
    assert not game.auto_score_due
    with pytest.raises(AutoScoreNotAllowedError) as info:
        game.auto_score(Box.CHANCE)
    assert info.value.key == "error.yams.box_already_picked"
    game.unpick()
    dice = game.dice
    assert dice is not None
    expected = yams_ai.choose_box(Scorecard(), dice)
    event = game.auto_score(expected)
    assert event.auto and event.box is expected and event.player == 0
    assert game.cards[0].points(expected) == Scorecard().options(dice)[expected]


# ---- turns, end, ranking (Y13) ------------------------------------------------------------


def test_not_your_turn_and_game_over() -> None:
    # A verb naming another player is refused; after the end every verb is refused.
    game = two_players()
    with pytest.raises(NotYourTurnError):
        game.roll(random.Random(7), player=1)
    game.roll(random.Random(7), player=0)
    full = Scorecard.from_points({b: 1 for b in Box})
    over = YamsGame([Player("Ana")], [full])
    assert over.finished
    with pytest.raises(GameOverError):
        over.roll(random.Random(7))
    with pytest.raises(GameOverError):
        over.validate()


def test_y13_ranking_shares_places_on_equal_totals() -> None:
    # Y13: highest TOTAL first; equal totals share a place (1, 1, 3).
    cards = [
        Scorecard.from_points({Box.CHANCE: 20}),
        Scorecard.from_points({Box.CHANCE: 15}),
        Scorecard.from_points({Box.CHANCE: 20}),
    ]
    game = YamsGame([Player("A"), Player("B"), Player("C")], cards)
    assert game.ranking() == [(1, 0, 20), (1, 2, 20), (3, 1, 15)]


def play_random_turn(game: YamsGame, rng: random.Random) -> None:
    """One turn with random rolls, holds and a random legal box."""
    game.roll(rng)
    for _ in range(rng.randint(0, 2)):
        game.set_held([i for i in range(5) if rng.random() < 0.5])
        if all(game.held):
            game.toggle_hold(0)
        game.roll(rng)
    opts = sorted(game.options(), key=lambda b: b.value)
    game.pick(rng.choice(opts))
    game.validate()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 4))
def test_y13_game_ends_after_exactly_13_turns_per_player(seed: int, players: int) -> None:
    # Y13: the game is over after every player's 13th turn, not before.
    rng = random.Random(seed)
    game = YamsGame.new([Player(f"P{i}") for i in range(players)])
    turns = 0
    while not game.finished:
        assert game.round == turns // players + 1
        play_random_turn(game, rng)
        turns += 1
    assert turns == 13 * players
    assert all(card.is_complete for card in game.cards)
    assert game.last_event is not None and game.last_event.game_over
    places = [place for place, _, _ in game.ranking()]
    assert places[0] == 1 and places == sorted(places)


# ---- JSON and refusals (properties) -------------------------------------------------------


def random_action(game: YamsGame, rng: random.Random) -> None:
    """Try one random verb with random arguments; it may be refused."""
    choice = rng.randrange(9)
    if choice == 0:
        game.roll(rng)
    elif choice == 1:
        game.toggle_hold(rng.randrange(6))
    elif choice == 2:
        game.set_held([i for i in range(5) if rng.random() < 0.5])
    elif choice == 3:
        game.pick(rng.choice(list(Box)))
    elif choice == 4:
        game.unpick()
    elif choice == 5:
        game.validate()
    elif choice == 6:
        game.auto_score(rng.choice(list(Box)))
    elif choice == 7:
        game.roll(rng, player=rng.randrange(3))
    else:
        game.pick(rng.choice(list(Box)), player=rng.randrange(3))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 120))
def test_refused_actions_change_nothing_and_state_round_trips(seed: int, steps: int) -> None:
    # Any point of a turn survives JSON; any refused action leaves the state unchanged.
    rng = random.Random(seed)
    game = YamsGame.new([Player("Ana"), Player("Bogdan"), Player("IA", is_computer=True)])
    for _ in range(steps):
        data: dict[str, Any] = json.loads(json.dumps(game.to_dict()))
        copy = YamsGame.from_dict(data)
        assert copy.to_dict() == game.to_dict()
        before = snapshot(game)
        try:
            random_action(game, rng)
        except (IllegalActionError, ValueError):
            assert snapshot(game) == before
        if game.finished:
            break


def test_from_dict_rejects_damaged_state() -> None:
    # A saved game that cannot happen is refused with ValueError.
    data = two_players().to_dict()
    with pytest.raises(ValueError):
        YamsGame.from_dict({**data, "rolls_used": 2})  # rolls without dice
    with pytest.raises(ValueError):
        YamsGame.from_dict({**data, "game": "farkle"})
    with pytest.raises(ValueError):
        YamsGame.from_dict({k: v for k, v in data.items() if k != "cards"})


def test_y10_auto_score_refuses_an_illegal_box_and_changes_nothing() -> None:
    # Y10: the engine only checks the caller's box: a filled box is refused before any change.
    card = Scorecard.from_points({Box.CHANCE: 20})
    game = YamsGame([Player("Ana")], [card])
    rng = ScriptedDice([2, 2, 5, 5, 6] * 3, strict=True)
    for _ in range(3):
        game.roll(rng)
    before = snapshot(game)
    with pytest.raises(BoxNotAllowedError):
        game.auto_score(Box.CHANCE)
    assert snapshot(game) == before
    assert game.auto_score(Box.SIXES).points == 6


def test_engine_never_imports_the_computer_players() -> None:
    # Layers: game.engine sits below game.ai; no engine module imports it.
    import ast
    from pathlib import Path

    import game.engine

    for path in Path(game.engine.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(n == "game.ai" or n.startswith("game.ai.") for n in names), path


def test_every_yams_error_key_is_translated_in_both_languages() -> None:
    # Every refusal the screen may show has a text in ro and en, with no stray placeholder.
    from game.engine import yams as engine
    from game.i18n import load_catalog

    keys = {
        cls.key
        for cls in vars(engine).values()
        if isinstance(cls, type) and issubclass(cls, IllegalActionError)
        and cls.__module__ == engine.__name__
    } | {"error.yams.box_filled", "error.yams.box_already_picked"}
    assert len(keys) == 9
    for language in ("ro", "en"):
        messages = load_catalog(language).messages
        for key in keys:
            assert key in messages, (language, key)
            assert "{" not in str(messages[key])

