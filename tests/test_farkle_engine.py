"""The 10 000 state machine: rulings F2-F11 driven by scripted dice."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.errors import GameOverError, IllegalActionError, NotYourTurnError
from game.engine.farkle import (
    DieRefusedError,
    EventKind,
    FarkleGame,
    InvalidSelectionError,
    RollFirstError,
    SetAsideFirstError,
)
from game.engine.players import Player
from game.rules.farkle import bust_probability
from tools.scripted_dice import ScriptedDice


def new_game(count: int = 2, target: int = 10_000) -> FarkleGame:
    """A game for ``count`` human players."""
    return FarkleGame.new([Player(f"P{i + 1}") for i in range(count)], target)


def select(game: FarkleGame, *positions: int) -> None:
    """Set aside the dice at ``positions`` of the current roll."""
    for index in positions:
        game.toggle(index)


def round_trip(game: FarkleGame) -> FarkleGame:
    """Save and reload through JSON text."""
    return FarkleGame.from_dict(json.loads(json.dumps(game.to_dict())))


# -- set-up, F10, F12 ----------------------------------------------------------


def test_f10_targets_are_5000_10000_15000() -> None:
    # Only the three New Game targets are accepted; 10 000 is the default.
    assert FarkleGame.new([Player("A")]).target == 10_000
    for target in (5_000, 10_000, 15_000):
        assert new_game(target=target).target == target
    with pytest.raises(ValueError):
        new_game(target=7_000)


def test_f12_one_to_seven_players() -> None:
    # Six humans plus the computer at most; nobody at the table is refused.
    assert len(new_game(7).totals) == 7
    with pytest.raises(ValueError):
        new_game(8)
    with pytest.raises(ValueError):
        FarkleGame.new([])


def test_new_game_state() -> None:
    # A new game: player 0 to roll six dice, nothing banked.
    game = new_game(3)
    assert (game.current, game.totals, game.turn_points) == (0, [0, 0, 0], 0)
    assert game.roll_dice is None and game.dice_left == 6
    assert game.can_roll and not game.can_bank and not game.finished


# -- F3: refused dice -------------------------------------------------------------


def test_f3_seed004_refusal_only_the_one() -> None:
    # 1,2,3,4,6,6: the 2 is refused with its key; the 1 is accepted alone.
    game = new_game()
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    with pytest.raises(DieRefusedError) as refused:
        game.toggle(1)
    assert refused.value.key == "error.farkle.die_refused"
    assert refused.value.params == {"die": 2, "index": 1}
    game.toggle(0)
    assert game.selected == frozenset({0}) and game.selection_points == 100


def test_f3_die_needing_partners_accepted_but_selection_invalid() -> None:
    # One 2 of three 2s may be clicked, but Aruncă / Încasează stay off until it scores.
    game = new_game()
    game.roll(ScriptedDice([2, 2, 2, 3, 4, 6], strict=True))
    game.toggle(0)
    assert game.selection_points is None and not game.selection_valid
    assert not game.can_roll and not game.can_bank
    select(game, 1, 2)
    assert game.selection_points == 200 and game.can_roll and game.can_bank


def test_toggle_puts_a_die_back() -> None:
    # Clicking a set-aside die returns it to the roll.
    game = new_game()
    game.roll(ScriptedDice([1, 5, 2, 3, 4, 6], strict=True))
    select(game, 0, 1)
    game.toggle(1)
    assert game.selected == frozenset({0}) and game.selection_points == 100


def test_toggle_index_out_of_range_is_value_error() -> None:
    # A die that is not on the table is a programming error.
    game = new_game()
    game.roll(ScriptedDice([1, 5, 2, 3, 4, 6], strict=True))
    with pytest.raises(ValueError):
        game.toggle(6)


# -- F2, F5: what roll and bank need ---------------------------------------------------


def test_f5_roll_again_needs_a_die_set_aside() -> None:
    # After a roll, rolling again or banking with nothing set aside is refused.
    game = new_game()
    game.roll(ScriptedDice([1, 5, 2, 3, 4, 6], strict=True))
    with pytest.raises(SetAsideFirstError) as refused:
        game.roll(ScriptedDice([1] * 5, strict=True))
    assert refused.value.key == "error.farkle.set_aside_first"
    with pytest.raises(SetAsideFirstError):
        game.bank()


def test_f2_invalid_selection_cannot_be_committed() -> None:
    # One 2 of three 2s: roll and bank raise error.farkle.invalid_selection.
    game = new_game()
    game.roll(ScriptedDice([2, 2, 2, 3, 4, 6], strict=True))
    game.toggle(0)
    with pytest.raises(InvalidSelectionError) as refused:
        game.roll(ScriptedDice([1, 1, 1, 1, 1], strict=True))
    assert refused.value.key == "error.farkle.invalid_selection"
    with pytest.raises(InvalidSelectionError):
        game.bank()


def test_f2_selection_scored_by_best_reading() -> None:
    # 1,1,1,1,5,5 set aside together: 1 500 (three pairs), then hot dice.
    game = new_game()
    game.roll(ScriptedDice([1, 1, 1, 1, 5, 5], strict=True))
    select(game, *range(6))
    assert game.selection_points == 1_500


def test_roll_first_before_toggle_or_bank() -> None:
    # At the start of a turn there is nothing to set aside or bank.
    game = new_game()
    with pytest.raises(RollFirstError) as refused:
        game.toggle(0)
    assert refused.value.key == "error.farkle.roll_first"
    with pytest.raises(RollFirstError):
        game.bank()


def test_seed004_keep_three_ones_of_four_leaves_three_dice() -> None:
    # 1,1,1,1,2,3: keeping three 1s is 1 000 with three dice to roll again.
    game = new_game()
    game.roll(ScriptedDice([1, 1, 1, 1, 2, 3], strict=True))
    select(game, 0, 1, 2)
    assert game.selection_points == 1_000 and game.dice_to_roll == 3
    event = game.roll(ScriptedDice([5, 2, 3], strict=True))
    assert event.kind is EventKind.ROLLED and event.points == 1_000
    assert event.dice == (5, 2, 3) and game.turn_points == 1_000


# -- F4, F6: adding up and banking ----------------------------------------------------


def test_f4_combination_never_spans_rolls() -> None:
    # 5,5 kept, then one more 5 on the next roll: 150, not a triple of 5s.
    game = new_game()
    game.roll(ScriptedDice([5, 5, 2, 3, 4, 6], strict=True))
    select(game, 0, 1)
    game.roll(ScriptedDice([5, 2, 3, 4], strict=True))
    assert [(g.dice, g.points) for g in game.set_aside] == [((5, 5), 100)]
    game.toggle(0)
    event = game.bank()
    assert event.kind is EventKind.BANKED and event.points == 150
    assert game.totals[0] == 150


def test_f4_set_aside_grouped_by_roll() -> None:
    # Each roll's selection is its own group with its own points, for the screen.
    game = new_game()
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    select(game, 0, 1, 2)
    game.roll(ScriptedDice([5, 2, 3], strict=True))
    game.toggle(0)
    game.roll(ScriptedDice([1, 4], strict=True))
    assert [(g.dice, g.points) for g in game.set_aside] == [((1, 1, 1), 1_000), ((5,), 50)]
    assert game.turn_points == 1_050 and game.roll_dice == (1, 4)


def test_f6_bank_adds_points_and_passes_turn_without_minimum() -> None:
    # A single 5 (50 points) may be banked at once.
    game = new_game()
    game.roll(ScriptedDice([5, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    event = game.bank()
    assert (event.points, event.total, event.next_player) == (50, 50, 1)
    assert game.totals == [50, 0] and game.current == 1
    assert game.turns_played == [1, 0] and game.roll_dice is None


def test_f6_turn_points_add_across_rolls() -> None:
    # 1 000 from the first roll, 100 from the second: 1 100 banked.
    game = new_game()
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    select(game, 0, 1, 2)
    game.roll(ScriptedDice([1, 2, 3], strict=True))
    game.toggle(0)
    assert game.turn_total == 1_100
    assert game.bank().points == 1_100


# -- F7: bust ----------------------------------------------------------------------


def test_f7_bust_loses_turn_points_and_passes_turn() -> None:
    # 1 000 in the turn, then 2,3,4 on three dice: Tură pierdută!, totals unchanged.
    game = new_game()
    game.totals[0] = 700
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    select(game, 0, 1, 2)
    event = game.roll(ScriptedDice([2, 3, 4], strict=True))
    assert event.kind is EventKind.BUST
    assert (event.dice, event.points, event.player, event.next_player) == ((2, 3, 4), 1_000, 0, 1)
    assert game.totals == [700, 0] and game.turn_points == 0 and game.current == 1
    assert ("farkle.bust", {}) in event.messages()
    assert ("farkle.event.points_lost", {"points": 1_000}) in event.messages()
    assert game.last_event == event and round_trip(game) == game


def test_f7_bust_on_first_roll() -> None:
    # Six dice scoring nothing: the turn passes with 0 lost.
    game = new_game()
    event = game.roll(ScriptedDice([2, 3, 4, 6, 6, 3], strict=True))
    assert event.kind is EventKind.BUST and event.points == 0 and game.current == 1


# -- F8: hot dice ------------------------------------------------------------------


def test_f8_hot_dice_all_six_come_back() -> None:
    # Every die set aside: Zaruri fierbinți!, six dice roll again, turn points stay.
    game = new_game()
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    select(game, 0, 1, 2)
    game.roll(ScriptedDice([5, 5, 5], strict=True))
    select(game, 0, 1, 2)
    assert game.hot_dice_pending and game.dice_to_roll == 6
    assert game.risk == bust_probability(6)
    event = game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    assert event.kind is EventKind.ROLLED and event.hot_dice
    assert len(event.dice) == 6 and game.turn_points == 1_500
    assert event.messages()[0] == ("farkle.hot_dice", {})


def test_f8_hot_dice_may_bank() -> None:
    # With every die set aside the player may also bank.
    game = new_game()
    game.roll(ScriptedDice([2, 2, 4, 4, 6, 6], strict=True))
    select(game, *range(6))
    assert game.hot_dice_pending and game.can_bank
    assert game.bank().points == 1_500


def test_f8_hot_dice_then_bust_loses_everything() -> None:
    # Hot dice bring risk back to 2,3 %, but a bust still loses the whole turn.
    game = new_game()
    game.roll(ScriptedDice([1, 2, 3, 4, 5, 6], strict=True))
    select(game, *range(6))
    event = game.roll(ScriptedDice([2, 3, 4, 6, 6, 3], strict=True))
    assert event.kind is EventKind.BUST and event.hot_dice and event.points == 2_500
    assert game.totals == [0, 0]


# -- F9: risk -------------------------------------------------------------------------


def test_f9_risk_of_the_dice_about_to_be_rolled() -> None:
    # Six dice at the start; after keeping one die of six, five; with one left, 2/3.
    game = new_game()
    assert game.risk == pytest.approx(0.0231, abs=5e-5)
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    assert game.risk == bust_probability(5)
    game.roll(ScriptedDice([5, 5, 2, 2, 3], strict=True))
    select(game, 0, 1)
    game.roll(ScriptedDice([1, 2, 3], strict=True))
    select(game, 0)
    game.roll(ScriptedDice([5, 2], strict=True))
    game.toggle(0)
    assert game.risk == pytest.approx(2 / 3)


# -- F11: last round ---------------------------------------------------------------------


def test_f11_last_round_with_overtake() -> None:
    # P1 reaches 5 000: Ultima tură!; P2 overtakes, P3 busts, the game ends, P2 wins.
    game = new_game(3, target=5_000)
    game.totals[:] = [4_900, 4_000, 1_000]
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    event = game.bank()
    assert event.last_round_started and not event.game_over
    assert ("farkle.last_round", {}) in event.messages()
    assert game.last_round_by == 0 and game.last_round_pending == [1, 2]
    game.roll(ScriptedDice([2, 2, 3, 3, 4, 4], strict=True))
    select(game, *range(6))
    second = game.bank(player=1)
    assert second.total == 5_500 and not second.last_round_started and not second.game_over
    last = game.roll(ScriptedDice([2, 3, 4, 6, 6, 3], strict=True), player=2)
    assert last.kind is EventKind.BUST and last.game_over and last.next_player is None
    assert game.finished
    assert game.ranking() == [(1, 1, 5_500), (2, 0, 5_000), (3, 2, 1_000)]
    with pytest.raises(GameOverError):
        game.roll(ScriptedDice([1] * 6, strict=True))


def test_f11_everybody_else_plays_exactly_once_more() -> None:
    # P2 triggers with 4 players; P3, P4, P1 each play once, then the game ends.
    game = new_game(4, target=5_000)
    game.current = 1
    game.totals[1] = 4_950
    game.roll(ScriptedDice([5, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    game.bank()
    order = []
    while not game.finished:
        order.append(game.current)
        game.roll(ScriptedDice([2, 3, 4, 6, 6, 3], strict=True))
    assert order == [2, 3, 0]
    assert game.turns_played == [1, 1, 1, 1]


def test_f11_single_player_game_ends_when_target_reached() -> None:
    # Alone at the table: reaching the target ends the game at once.
    game = new_game(1, target=5_000)
    game.totals[0] = 4_000
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    select(game, 0, 1, 2)
    event = game.bank()
    assert event.last_round_started and event.game_over and game.finished


def test_f11_equal_totals_share_a_place() -> None:
    # Ties share the place; the next place skips accordingly.
    game = new_game(4)
    game.totals[:] = [3_000, 5_000, 3_000, 1_000]
    assert game.ranking() == [(1, 1, 5_000), (2, 0, 3_000), (2, 2, 3_000), (4, 3, 1_000)]


def test_f11_second_player_reaching_target_does_not_restart_last_round() -> None:
    # Only the first to reach the target triggers the last round.
    game = new_game(3, target=5_000)
    game.totals[:] = [4_900, 4_900, 0]
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    game.bank()
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    assert not game.bank().last_round_started
    assert game.last_round_by == 0 and game.last_round_pending == [2]


def test_f11_trigger_by_the_last_player_in_order() -> None:
    # P3 (last in order) triggers: P1 and P2 each play once more, then the game ends.
    game = new_game(3, target=5_000)
    game.current = 2
    game.totals[:] = [1_000, 2_000, 4_900]
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    event = game.bank()
    assert event.last_round_started and event.next_player == 0
    assert game.last_round_pending == [0, 1]
    game.roll(ScriptedDice([2, 3, 4, 6, 6, 3], strict=True))  # P1 busts
    assert game.current == 1 and not game.finished
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    select(game, 0, 1, 2)
    last = game.bank()
    assert last.game_over and game.finished and game.turns_played == [1, 1, 1]
    assert game.ranking() == [(1, 2, 5_000), (2, 1, 3_000), (3, 0, 1_000)]


def test_f11_several_pass_the_target_highest_wins_ties_share() -> None:
    # P1 triggers with 5 000, P2 also passes it with 5 000: they share the first place.
    game = new_game(3, target=5_000)
    game.totals[:] = [4_900, 4_900, 0]
    for _ in range(2):
        game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
        game.toggle(0)
        game.bank()
    assert game.last_round_by == 0 and not game.finished
    assert game.roll(ScriptedDice([2, 3, 4, 6, 6, 3], strict=True)).game_over
    assert game.ranking() == [(1, 0, 5_000), (1, 1, 5_000), (3, 2, 0)]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), count=st.integers(1, 7), near=st.integers(0, 6))
def test_f11_the_trigger_never_plays_again(seed: int, count: int, near: int) -> None:
    # F11: once a player's bank reaches the target, every turn after it (saved and reloaded
    # or not) belongs to another player until the game ends; each of them plays exactly once.
    from game.ai.farkle import play_turn

    rng = random.Random(seed)
    game = new_game(count, target=5_000)
    game.totals[:] = [4_000 + 100 * ((i + near) % 7) for i in range(count)]
    turns = 0
    while game.last_round_by is None and turns < 300:
        play_turn(game, rng)
        turns += 1
    trigger = game.last_round_by
    assert trigger is not None
    others_played: list[int] = []
    while not game.finished:
        game = round_trip(game)
        assert game.current != trigger
        others_played.append(game.current)
        play_turn(game, rng)
    assert sorted(others_played) == sorted(i for i in range(count) if i != trigger)


# -- turn ownership, refusals change nothing --------------------------------------------


def test_not_your_turn() -> None:
    # A verb naming another player is refused.
    game = new_game()
    with pytest.raises(NotYourTurnError):
        game.roll(ScriptedDice([1] * 6, strict=True), player=1)
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True), player=0)
    with pytest.raises(NotYourTurnError):
        game.toggle(0, player=1)


ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("roll"), st.integers(0, 2**16)),
        st.tuples(st.just("toggle"), st.integers(0, 6)),
        st.tuples(st.just("bank"), st.just(0)),
        st.tuples(st.just("other"), st.just(0)),
    ),
    max_size=40,
)


@settings(max_examples=60, deadline=None)
@given(ACTIONS, st.integers(1, 3))
def test_illegal_actions_change_nothing_and_state_round_trips(
    actions: list[tuple[str, int]], count: int
) -> None:
    # Any action sequence: refusals leave to_dict unchanged; JSON round trip always holds.
    game = new_game(count, target=5_000)
    for verb, value in actions:
        before = game.to_dict()
        try:
            if verb == "roll":
                game.roll(random.Random(value))
            elif verb == "toggle":
                game.toggle(value)
            elif verb == "bank":
                game.bank()
            else:
                game.roll(random.Random(value), player=(game.current + 1) % 3)
        except (IllegalActionError, ValueError):
            assert game.to_dict() == before
        assert round_trip(game) == game
        assert round_trip(game).to_dict() == game.to_dict()
        expected = not game.finished and (game.roll_dice is None or game.selection_valid)
        assert game.can_roll == expected


def test_from_dict_rejects_inconsistent_state() -> None:
    # A saved selection pointing outside the roll is refused.
    data = new_game().to_dict()
    data["selected"] = [3]
    with pytest.raises(ValueError):
        FarkleGame.from_dict(data)


# -- catalogs ---------------------------------------------------------------------------

LOCALES = Path(__file__).resolve().parent.parent / "locales"


def read_catalog(language: str) -> dict[str, str]:
    """The messages of ``locales/<language>/LC_MESSAGES/farkle.po``."""
    from babel.messages.pofile import read_po

    with open(LOCALES / language / "LC_MESSAGES" / "farkle.po", "rb") as handle:
        catalog = read_po(handle)
    messages: dict[str, str] = {}
    for message in catalog:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        messages[str(key)] = "\n".join(str(form) for form in forms)  # plural: every form
    return messages


def test_catalogs_quote_the_seed_texts_exactly() -> None:
    # "Aruncă", "Încasează", "Tură pierdută!", "Zaruri fierbinți!", "Ultima tură!".
    ro = read_catalog("ro")
    assert ro["farkle.roll"] == "Aruncă"
    assert ro["farkle.bank"] == "Încasează"
    assert ro["farkle.bust"] == "Tură pierdută!"
    assert ro["farkle.hot_dice"] == "Zaruri fierbinți!"
    assert ro["farkle.last_round"] == "Ultima tură!"


def test_catalogs_cover_every_engine_key_in_both_languages() -> None:
    # Error keys and event message keys exist in ro and en, with the same placeholders.
    ro, en = read_catalog("ro"), read_catalog("en")
    assert ro.keys() == en.keys()
    keys = {e.key for e in (RollFirstError, DieRefusedError, SetAsideFirstError)}
    keys |= {InvalidSelectionError.key, "farkle.ai.rule", "farkle.game_over"}
    keys |= {"farkle.event.points_lost", "farkle.event.points_banked"}
    assert keys <= ro.keys()
    for key, text in ro.items():
        # the same placeholders (plural forms differ in number between ro and en); the engine's
        # keys only the params its events give: points, and n for plural counts (farkle.po
        # holds the whole 10 000 area: the table's own lines name players, dice, targets)
        assert set(re.findall(r"{(\w+)}", text)) == set(re.findall(r"{(\w+)}", en[key])), key
        if key in keys:
            assert set(re.findall(r"{(\w+)}", text)) <= {"points", "n"}, key
        assert not set(text) & set("şţŞŢ"), f"{key}: cedilla instead of comma below"



# -- statistics counters (issue 14) -----------------------------------------------------


def test_counters_tally_busts_hot_dice_and_banked_turns() -> None:
    # P1: 1,5,5,1,1,1 all set aside → hot dice, then 1 more and bank. P2 busts on 2,3,4,6,2,3.
    game = new_game()
    game.roll(ScriptedDice([1, 5, 5, 1, 1, 1], strict=True))
    select(game, 0, 1, 2, 3, 4, 5)
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    select(game, 0)
    game.bank()
    game.roll(ScriptedDice([2, 3, 4, 6, 2, 3], strict=True))
    assert game.hot_dice == [1, 0] and game.busts == [0, 1]
    assert game.banks == [[game.totals[0]], []] and game.totals[0] > 0
    assert game.turns_played == [1, 1]
    again = round_trip(game)
    assert (again.busts, again.hot_dice, again.banks) == ([0, 1], [1, 0], [[game.totals[0]], []])


def test_a_save_without_the_counters_loads_with_zeros() -> None:
    # A game saved before the statistics counters existed still resumes.
    data = new_game(3).to_dict()
    for name in ("busts", "hot_dice", "banks"):
        del data[name]
    game = FarkleGame.from_dict(data)
    assert game.busts == [0, 0, 0] and game.hot_dice == [0, 0, 0] and game.banks == [[], [], []]
    data = new_game(3).to_dict()
    data["busts"] = [0]
    with pytest.raises(ValueError):
        FarkleGame.from_dict(data)
