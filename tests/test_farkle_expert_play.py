"""The 10 000 Expert at play: the shipped table, its decisions, the level saved with the
game, the hint in words and on the table, and a damaged table.

The turn solver itself is checked against a brute force in ``tests/test_farkle_expert.py``.
"""

from __future__ import annotations

import random

import pytest

from game.ai import farkle as ai
from game.ai import farkle_expert as fx
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.rules.farkle import score
from tools.unseen_frames import unseen_frames

UNIT = 50


def _game(totals: tuple[int, ...], turn_points: int, roll: tuple[int, ...] | None,
          target: int = 10_000, last_round: bool = False) -> FarkleGame:
    """The computer (player 0, Expert) to move, with ``roll`` on the felt."""
    players = [Player("IA", is_computer=True)] + [Player(f"P{i}") for i in range(1, len(totals))]
    game = FarkleGame.new(players, target, computer_level="expert")
    game.totals = list(totals)
    game.turn_points = turn_points
    game.roll_dice = roll
    if last_round:
        game.last_round_by = 1
        game.last_round_pending = [0]
    return game


# --------------------------------------------------------------------------- the shipped table


def test_the_table_holds_probabilities() -> None:
    table = fx.load_table()
    assert table.size == 300 and table.need_cap > 0
    assert all(0.0 <= v <= 1.0 for v in table.win_values)
    assert all(0.0 <= v <= 1.0 for v in table.reach_values)
    # the one who starts has the edge, a little, at every target
    for target in (100, 200, 300):
        assert 0.5 < table.win(target, 0, 0) < 0.56
    # a bigger lead never hurts; needing more in the last turn never helps
    assert all(table.win(200, i, 50) <= table.win(200, i + 1, 50) for i in range(199))
    assert all(table.reach(r + 1, 6) <= table.reach(r, 6) for r in range(1, 300))


def test_the_table_is_a_fixed_point_of_the_turn_solver() -> None:
    # Re-solving a turn from the table gives the table's value back (16-bit storage: 1e-5),
    # at all three targets, near and far from the end.
    table = fx.load_table()
    rng = random.Random(7)
    states = [(t, 0, 0) for t in (100, 200, 300)] + [(200, 199, 199), (100, 98, 10)]
    states += [(t, rng.randrange(t), rng.randrange(t)) for t in (100, 200, 300) for _ in range(4)]
    for target, i, j in states:
        assert fx.turn_values(target, i, j).start() == pytest.approx(table.win(target, i, j),
                                                                      abs=2e-5)


# --------------------------------------------------------------------------- decisions


def test_from_a_won_position_it_banks() -> None:
    # Last round: the turn already beats the best total: bank (rolling could only lose it).
    game = _game((9_100, 10_200), 1_000, (1, 5, 2), last_round=True)
    decision = ai.decide(game, "expert")
    assert decision.action is ai.Action.BANK and decision.win_probability == 1.0
    # Far ahead and past the target with this bank: the opponent needs 9 000+ in one turn.
    game = _game((9_700, 1_000), 300, (5, 3, 4, 6))
    decision = ai.decide(game, "expert")
    assert decision.action is ai.Action.BANK
    assert decision.win_probability is not None and decision.win_probability > 0.999


def test_from_a_lost_position_with_one_roll_left_it_rolls() -> None:
    # Last turn of the game: banking loses for sure, so it rolls even with one die left.
    # 8 000 + 1 550 after the 5 is 9 550: 500 short of beating 10 000 with one die to roll.
    game = _game((8_000, 10_000), 1_500, (5, 3), last_round=True)
    decision = ai.decide(game, "expert")
    assert decision.action is ai.Action.ROLL and decision.selection == frozenset({0})
    assert decision.win_probability == pytest.approx(fx.load_table().reach(10, 1), abs=1e-12)
    assert decision.win_probability > 0


def test_in_the_last_round_it_never_banks_below_what_it_needs() -> None:
    rng = random.Random(11)
    for _ in range(300):
        others = [rng.randrange(200, 260) * UNIT for _ in range(rng.randint(1, 3))]
        mine = rng.randrange(0, 200) * UNIT
        n = rng.randint(1, 6)
        roll = tuple(rng.randint(1, 6) for _ in range(n))
        if not fx.roll_choices(tuple(sorted(roll))):
            continue
        game = _game((mine, *others), rng.randrange(0, 80) * UNIT, roll, last_round=True)
        decision = ai.decide(game, "expert")
        points = score(roll[i] for i in decision.selection) or 0
        if decision.action is ai.Action.BANK:
            assert mine + game.turn_points + points > max(others)


def test_expert_sets_aside_a_valid_selection_and_plays_whole_turns() -> None:
    rng = random.Random(3)
    game = FarkleGame.new([Player("IA", is_computer=True), Player("Ana")], 5_000,
                          computer_level="expert")
    for _ in range(30):
        if game.finished:
            break
        events = ai.play_turn(game, rng, level="expert")
        assert events and (game.finished or game.roll_dice is None)
    assert sum(game.totals) > 0


def test_levels_are_checked_and_normal_is_the_default() -> None:
    game = _game((0, 0), 0, (1, 5, 5, 2, 3, 4))
    assert ai.DEFAULT_LEVEL == "normal"
    assert ai.decide(game) == ai.decide(game, "normal")
    assert ai.decide(game).threshold == ai.current_threshold(game)
    with pytest.raises(ValueError):
        ai.decide(game, "genius")  # type: ignore[arg-type]


def test_win_probability_and_hint_for_the_player_to_move() -> None:
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)], 10_000)
    opening = ai.win_probability(game)
    assert opening == pytest.approx(fx.load_table().win(200, 0, 0), abs=1e-5)
    advice = ai.hint(game)
    assert advice is not None and advice.values == () and advice.action is ai.Action.ROLL
    game.roll(random.Random(2))
    while game.roll_dice is None:  # a bust passes the turn; roll again for a live roll
        game.roll(random.Random(len(game.totals)))
    advice = ai.hint(game)
    assert advice is not None and score(advice.values) is not None
    assert 0.0 <= advice.win_probability <= 1.0
    assert ai.win_probability(game) == pytest.approx(advice.win_probability)


def test_several_opponents_play_against_the_strongest() -> None:
    game = _game((1_000, 3_000, 7_000, 2_000), 0, (1, 2, 3, 4, 6, 6))
    pos = fx.position(game)
    assert (pos.own, pos.other, pos.need) == (20, 140, None)
    assert ai.decide(game, "expert").selection == frozenset({0})


# --------------------------------------------------------------------------- saving and words


def test_the_level_is_saved_with_the_game() -> None:
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)], 5_000,
                          computer_level="expert")
    data = game.to_dict()
    assert FarkleGame.from_dict(data).computer_level == "expert"
    del data["computer_level"]  # a game saved before levels existed
    assert FarkleGame.from_dict(data).computer_level == "normal"
    data["computer_level"] = "genius"
    with pytest.raises(ValueError):
        FarkleGame.from_dict(data)
    with pytest.raises(ValueError):
        FarkleGame.new([Player("Ana")], 5_000, computer_level="genius")


def test_the_setting_defaults_to_normal() -> None:
    from game.storage.settings import Settings

    assert Settings().farkle_level == "normal"
    assert Settings.from_dict({"language": "ro"}).farkle_level == "normal"
    assert Settings.from_dict({"farkle_level": "expert"}).farkle_level == "expert"
    with pytest.raises(ValueError):
        Settings(farkle_level="genius")


def test_the_hint_in_words() -> None:
    from game.i18n import Translator
    from game.widgets.farkle_hint import hint_sentence

    ro, en = Translator.load("ro"), Translator.load("en")
    advice = ai.Hint((1, 5), ai.Action.ROLL, 0.48)
    assert hint_sentence(ro, advice) == "Pune deoparte 1 și 5, aruncă: 48 % șanse de câștig"
    assert hint_sentence(en, advice) == "Set aside 1 and 5, roll: 48 % chance of winning"
    assert hint_sentence(ro, ai.Hint((1, 1, 5), ai.Action.BANK, 0.999)) == (
        "Pune deoparte 1, 1 și 5, încasează: >99 % șanse de câștig")
    assert hint_sentence(ro, ai.Hint((), ai.Action.ROLL, 0.531)) == (
        "Aruncă: 53 % șanse de câștig")
    # with several opponents the chance is the one against the strongest, and says so
    several = ai.Hint((5,), ai.Action.ROLL, 0.51, several=True)
    assert hint_sentence(ro, several) == (
        "Pune deoparte 5, aruncă: 51 % șanse față de cel mai bun adversar")
    assert hint_sentence(en, several) == (
        "Set aside 5, roll: 51 % chance against the strongest opponent")
    duel, trio = _game((0, 0), 0, (1, 5, 2, 3, 4, 6)), _game((0, 0, 0), 0, (1, 5, 2, 3, 4, 6))
    assert ai.hint(duel).several is False and ai.hint(trio).several is True  # type: ignore[union-attr]


# --------------------------------------------------------------------------- the table's button


def test_sugestie_on_the_table(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.uihelpers import click, make_app
    from tools.render_screens import open_table
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=(1024, 600), animation_speed="fast")
    app.rng = ScriptedDice((1, 5, 3, 3, 4, 2))
    table = open_table(app, "farkle", 1)
    click(app, table.hint_button)
    assert table.hint_text == ""  # greyed before the first throw: the one move (critic B69)
    click(app, table.roll_button)
    with unseen_frames(app):  # the throw: no frame of it looked at
        for _ in range(40):
            app.step(0.1)
    click(app, table.hint_button)
    advice = ai.hint(table.game)
    assert advice is not None
    assert table.hint_dice == fx.positions_of(table.game.roll_dice, advice.values)
    assert table.hint_text.startswith("Pune deoparte 1")
    assert "șanse de câștig" in table.hint_text
    table.press_die(0)  # any action makes the advice stale
    assert table.hint_text == "" and not table.hint_dice


def test_the_table_solves_each_turn_while_the_dice_roll(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # Every decision of the Expert and every Sugestie on the table read a turn solved
    # beforehand, a slice of a few milliseconds a frame: none solves a level itself.
    from tests.uihelpers import make_app
    from tools.screens_farkle import play, table_with

    whole_solves = []
    sliced_solve = fx.TurnValues._solve

    def solve(turn: fx.TurnValues, low: int, deadline: float | None = None) -> None:
        if deadline is None and turn._next >= max(turn.i, low):  # a level to solve now
            whole_solves.append((turn.i, turn.j, low))
        sliced_solve(turn, low, deadline)

    monkeypatch.setattr(fx.TurnValues, "_solve", solve)
    fx._turn_cache.clear()
    app = make_app(tmp_path, size=(1024, 600), animation_speed="fast", computer_speed="fast")
    table = table_with(app, 1, 2, 3, 4, 6, 6, 1, 5, 5, 5, 1, 2, 3, 1, 1, 4, 5, 6, 2)
    table.game.computer_level = "expert"
    person = next(p for p, player in enumerate(table.game.players) if not player.is_computer)
    table.game.totals[:] = [9_650 if p == person else 1_200 for p in range(2)]
    table.press_roll()  # the person is near the target: the Expert's slowest turns to solve
    play(app)
    table.show_hint()
    assert table.hint_text
    table.press_die(5)
    table.press_bank()
    assert table.computer_turn
    decisions = []
    monkeypatch.setattr("game.flow.farkle_flow.decide",
                        lambda game, level: decisions.append(game.turn_points)
                        or ai.decide(game, level))
    for _ in range(300):
        app.step(1 / 30)  # slow frames: two slices of the solve a turn's first throw at most
        if table.game.turn_points and len(decisions) > 6:
            break  # it has set dice aside and rolled on, and decided again
    assert table.computer_turn and table.game.turn_points and len(decisions) > 6
    assert whole_solves == []
    fx._turn_cache.clear()


# --------------------------------------------------------------------------- a damaged table


@pytest.fixture(params=["damaged", "missing", "bad_header"])
def damaged_table(request, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """The shipped table's files replaced by a damaged copy (or none), the caches emptied
    before and after."""
    from game.resources import asset_path

    folder = tmp_path / "farkle"
    folder.mkdir()
    header = asset_path("farkle", fx.HEADER_FILE).read_bytes()
    data = bytearray(asset_path("farkle", fx.TABLE_FILE).read_bytes())
    if request.param == "damaged":
        data[len(data) // 2] ^= 0xFF
        (folder / fx.TABLE_FILE).write_bytes(bytes(data))
        (folder / fx.HEADER_FILE).write_bytes(header)
    elif request.param == "bad_header":
        (folder / fx.TABLE_FILE).write_bytes(bytes(data))
        (folder / fx.HEADER_FILE).write_bytes(header[: len(header) // 2])
    monkeypatch.setattr(fx, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    fx.load_table.cache_clear()
    fx.table_available.cache_clear()
    fx._turn_cache.clear()
    yield request.param
    fx.load_table.cache_clear()
    fx.table_available.cache_clear()
    fx._turn_cache.clear()


def test_a_damaged_table_makes_the_expert_play_as_normal(damaged_table) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(fx.TableError):
        fx.load_table()
    assert not ai.expert_available()
    for totals, turn, roll in (((0, 0), 0, None), ((0, 0), 0, (1, 5, 5, 2, 3, 4)),
                               ((2_000, 9_200), 350, (1, 1, 2, 3)), ((9_000, 500), 0, (5,))):
        game = _game(totals, turn, roll)
        assert ai.decide(game, "expert") == ai.decide(game, "normal")
        assert ai.hint(game) is None  # the hint has no advice, and says so on the table
    game = _game((0, 0), 0, None)
    rng = random.Random(4)
    while not game.finished:
        ai.play_turn(game, rng, "expert")
    assert max(game.totals) >= 10_000


def test_a_damaged_table_on_the_10_000_table(damaged_table, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.uihelpers import click, make_app
    from tools.render_screens import open_table
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path / "data", size=(1024, 600), animation_speed="fast",
                   farkle_level="expert")
    app.rng = ScriptedDice((1, 5, 3, 3, 4, 2) + (2, 3, 4, 6, 6, 3) * 3)
    table = open_table(app, "farkle", 1)
    assert table.game.computer_level == "expert"
    shown = [n.text for n in app.notices.notices]
    assert "calculatorul joacă la nivel Normal" in shown[-1]
    click(app, table.hint_button)  # greyed before the first throw (critic B69): nothing
    assert table.hint_text == "" and not table.hint_dice
    click(app, table.roll_button)
    with unseen_frames(app):  # the throw: no frame of it looked at
        for _ in range(40):
            app.step(0.1)
    click(app, table.hint_button)
    assert table.hint_text == "" and not table.hint_dice and app.notices.active
    assert app.notices.notices[-1].text == (
        "Sugestia nu este disponibilă: tabelul nivelului Expert lipsește sau este deteriorat.")
    table.press_die(0)  # the 1, then bank: the computer's turn, played as Normal
    click(app, table.bank_button)
    assert table.game.totals[0] == 100
    for _ in range(400):
        app.step(0.1)
        if table.game.current == 0:
            break
    assert table.game.current == 0  # the computer played its turn (a bust, or banked)
    app.close()
