"""The 10 000 Expert: its table, its turn solver against a brute force, its decisions.

The brute force below shares nothing with ``tools/build_farkle_table.py`` or
``game.ai.farkle_expert`` but the scoring rules: it enumerates every ordered roll, every
selection of every roll, and iterates the plain Bellman equations of the two-player game
(F11 included) to convergence at a target of 1 000 points. The build's policy frontiers,
computed from the brute force's values, are checked against it too; and the shipped
game's turns against a plain solve weighing every choice.
"""

from __future__ import annotations

import random
from array import array
from collections import Counter
from collections.abc import Callable
from functools import cache
from itertools import combinations, product

import numpy as np
import pytest

from game.ai import farkle as ai
from game.ai import farkle_expert as fx
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.rules.farkle import score
from tools.build_farkle_table import policy_frontiers

UNIT = 50
SMALL_TARGET = 20  # 1 000 points
SMALL_NEED_CAP = 10  # turn totals followed to 500 points past the target
TOP = 60  # six of a kind, in units


# --------------------------------------------------------------------------- brute force


@cache
def brute_rolls(n: int) -> list[tuple[float, list[tuple[int, int]]]]:
    """Every sorted roll of n dice with its probability (from all 6**n ordered rolls) and
    the (points, dice rolled next) of every selection by positions (empty: a bust)."""
    counts = Counter(tuple(sorted(o)) for o in product(range(1, 7), repeat=n))
    rolls = []
    for roll, count in sorted(counts.items()):
        options = set()
        for size in range(1, n + 1):
            for positions in combinations(range(n), size):
                points = score(roll[p] for p in positions)
                if points is not None:
                    options.add((points // UNIT, n - size or 6))
        rolls.append((count / 6**n, sorted(options)))
    return rolls


@cache
def brute_reach(max_need: int) -> np.ndarray:
    """reach[r, n]: best chance to score r more units this turn rolling n dice next."""
    reach = np.zeros((max_need + 1, 7))
    reach[0, :] = 1.0
    for r in range(1, max_need + 1):
        for n in range(1, 7):
            reach[r, n] = sum(
                p * max(1.0 if pts >= r else reach[r - pts, after] for pts, after in options)
                for p, options in brute_rolls(n) if options)
    return reach


@cache
def brute_force() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(P, reach, R, B) of the game to SMALL_TARGET: R[k, n, i, j] the roll values (k below
    the cap) and B[k, i, j] the bank values, by Gauss-Seidel value iteration from a guess
    (the leader's chance growing with the lead)."""
    t, cap = SMALL_TARGET, SMALL_TARGET + SMALL_NEED_CAP
    reach = brute_reach(cap + TOP + 2)
    j = np.arange(t)[None, :]
    P = 1.0 / (1.0 + np.exp((j.T - j - 3.0) / 6.0)).T
    plans = {}  # per n: bust probability; per option count: probabilities, option rows
    for n in range(1, 7):
        by_count: dict[int, list[tuple[float, list[tuple[int, int]]]]] = {}
        for p, options in brute_rolls(n):
            if options:
                by_count.setdefault(len(options), []).append((p, options))
        plans[n] = (sum(p for p, o in brute_rolls(n) if not o),
                    [(np.array([p for p, _o in rolls]),
                      np.array([[pts * 7 + a for pts, a in o] for _p, o in rolls]))
                     for rolls in by_count.values()])
    W = np.zeros(((cap + TOP + 1) * 7, t * t))  # row k * 7 + n: W(k, n) over (i, j)
    R = np.zeros((cap, 7, t, t))
    B = np.zeros((cap + TOP + 1, t, t))
    for k in range(cap, cap + TOP + 1):  # forced banks: 1 - reach(k - j + 1)
        B[k] = np.broadcast_to(1.0 - reach[np.minimum(k - j + 1, len(reach) - 1), 6], (t, t))
        W[k * 7:k * 7 + 7] = B[k].ravel()
    for _sweep in range(300):
        old = P.copy()
        for k in range(cap - 1, -1, -1):
            if k < t:
                B[k] = np.broadcast_to(1.0 - P[:, k][None, :], (t, t))
            else:
                B[k] = np.broadcast_to(1.0 - reach[k - j + 1, 6], (t, t))
            bust_value = (1.0 - P.T).ravel()
            for n in range(1, 7):
                bust, groups = plans[n]
                value = bust * bust_value
                for probs, rows in groups:
                    value = value + probs @ W[rows + k * 7].max(axis=1)
                R[k, n] = value.reshape(t, t)
                W[k * 7 + n] = np.maximum(value, B[k].ravel())
            if k < t:
                P[k] = R[k, 6, k]  # the turn from (k, j) is solved for this sweep
        if float(np.abs(P - old).max()) < 1e-11:
            return P, reach, R, B
    raise AssertionError("the brute force did not converge")


@cache
def small_table() -> fx.WinTable:
    """The brute force's values as the Expert's table."""
    P, reach, _R, _B = brute_force()
    return fx.WinTable(size=SMALL_TARGET, need_cap=SMALL_NEED_CAP, need_count=len(reach),
                       win_values=array("d", P.ravel()),
                       reach_values=array("d", reach[:, 1:].ravel()))


def worst_gap(turn_of: Callable[[int, int], fx.TurnValues]) -> float:
    """The largest difference from the brute force over every (i, j), every bankable total
    k and dice count n (the start, bank and roll values), ``turn_of(i, j)`` the solved turn."""
    P, _reach, R, B = brute_force()
    worst = 0.0
    for i in range(SMALL_TARGET):
        for j in range(SMALL_TARGET):
            turn = turn_of(i, j)
            worst = max(worst, abs(turn.start() - P[i, j]))
            for k in range(i, SMALL_TARGET + SMALL_NEED_CAP):
                worst = max(worst, abs(turn.bank(k) - B[k, i, j]))
                for n in range(1, 7):
                    worst = max(worst, abs(turn.roll(k, n) - R[k, n, i, j]))
    return worst


def test_the_turn_solver_agrees_with_the_brute_force_on_every_state() -> None:
    # Every (i, j), every bankable total k and dice count n: same bank and roll values.
    table = small_table()
    assert worst_gap(lambda i, j: fx.turn_values(SMALL_TARGET, i, j, table)) < 1e-9


@cache
def small_table_with_frontiers() -> fx.WinTable:
    """The brute force's values with the build's policy frontiers (the shipped layout)."""
    P, reach, _R, _B = brute_force()
    frontiers = policy_frontiers(P, reach[:, 1:], SMALL_NEED_CAP)
    table = small_table()
    return fx.WinTable(size=table.size, need_cap=table.need_cap, need_count=table.need_count,
                       win_values=table.win_values, reach_values=table.reach_values,
                       frontiers=array("H", frontiers.astype(np.uint16).ravel()))


def test_the_frontiers_skip_only_states_that_bank() -> None:
    # The turn solver with the build's frontiers (states past them left unsolved until
    # asked) still agrees with the brute force on every state.
    table = small_table_with_frontiers()
    assert table.frontiers is not None
    cap = SMALL_TARGET + SMALL_NEED_CAP
    assert sum(table.frontiers) < 6 * SMALL_TARGET * sum(cap - i for i in range(SMALL_TARGET))

    def solved_turn(i: int, j: int) -> fx.TurnValues:
        turn = fx.TurnValues(table, SMALL_TARGET, i, j)
        solved = sum(1 for v in turn._rolls if v == v)  # noqa: SLF001 (what was skipped)
        assert solved < 6 * (cap - i)
        return turn

    assert worst_gap(solved_turn) < 1e-9


def plain_turn(table: fx.WinTable, target: int, i: int, j: int
               ) -> tuple[list[float], list[list[float]]]:
    """One turn of the shipped game solved plainly, every choice of every roll weighed:
    (bank[k], roll[k][n]) for k from i below the cap (index k - i)."""
    cap = target + table.need_cap
    grouped = []
    for n in range(7):
        sets: Counter[tuple[tuple[int, int], ...]] = Counter()
        for p, options in brute_rolls(n) if n else []:
            if options:
                sets[tuple(options)] += p
        grouped.append((sum(p for p, o in brute_rolls(n) if not o) if n else 1.0,
                        list(sets.items())))
    bank = [1.0 - table.win(target, j, k) if k < target
            else 1.0 - table.reach(k - j + 1, 6) for k in range(i, cap + TOP + 1)]
    worth = [[b] * 7 for b in bank]  # max(bank, roll); past the cap: bank
    roll = [[0.0] * 7 for _k in range(i, cap)]
    bust_value = 1.0 - table.win(target, j, i)
    for k in range(cap - 1, i - 1, -1):
        for n in range(1, 7):
            bust, sets = grouped[n]
            value = bust * bust_value + sum(
                p * max(worth[k + pts - i][after] for pts, after in options)
                for options, p in sets)
            roll[k - i][n] = value
            worth[k - i][n] = max(value, bank[k - i])
    return bank, roll


def test_the_turn_solver_agrees_with_a_plain_solve_of_the_shipped_game() -> None:
    # Where the solver skips dominated choices and collapses dice counts that bank (never
    # in the small game, whose levels are all within a roll of the cap), the values are
    # those of weighing every choice, near the target too.
    table = fx.load_table()
    for target, i, j in [(200, 0, 0), (200, 180, 190), (200, 32, 196), (100, 40, 90),
                         (300, 250, 120)]:
        turn = fx.TurnValues(table, target, i, j)
        bank, roll = plain_turn(table, target, i, j)
        for k in range(i, turn.cap):
            assert turn.bank(k) == bank[k - i]
            for n in range(1, 7):
                assert turn.roll(k, n) == pytest.approx(roll[k - i][n], abs=1e-12)


def test_the_shipped_frontiers_change_no_value() -> None:
    # The shipped table's turns solved with and without its frontiers: the same values.
    table = fx.load_table()
    bare = fx.WinTable(size=table.size, need_cap=table.need_cap, need_count=table.need_count,
                       win_values=table.win_values, reach_values=table.reach_values)
    rng = random.Random(15)
    states = [(200, 0, 0), (200, 180, 190), (300, 0, 299)]
    states += [(t, rng.randrange(t), rng.randrange(t)) for t in (100, 200, 300)]
    for target, i, j in states:
        fast, full = fx.TurnValues(table, target, i, j), fx.TurnValues(bare, target, i, j)
        for k in range(i, full.cap):
            assert fast.bank(k) == full.bank(k)
            for n in range(1, 7):
                assert fast.roll(k, n) == pytest.approx(full.roll(k, n), abs=1e-12)


def test_a_turn_solved_in_steps_is_the_turn_solved_at_once() -> None:
    # Decisions solve a turn only from their points up, and lower when asked: same values.
    table = fx.load_table()
    for target, i, j in [(200, 14, 197), (200, 91, 196), (200, 0, 0), (300, 40, 250)]:
        whole = fx.TurnValues(table, target, i, j)
        steps = fx.TurnValues(table, target, i, j, low=i + 45)
        assert steps.roll(i + 20, 3) == whole.roll(i + 20, 3)
        for k in range(whole.cap - 1, i - 1, -1):
            assert steps.bank(k) == whole.bank(k)
            assert [steps.roll(k, n) for n in range(1, 7)] == [whole.roll(k, n)
                                                                for n in range(1, 7)]


def test_a_turn_solved_in_slices_is_the_turn_solved_at_once() -> None:
    # The table solves the Expert's turn a few milliseconds a frame: an expired deadline
    # still solves one level a call, and the slices add up to the solve in one go.
    table = fx.load_table()
    for target, i, j in [(200, 9, 197), (200, 120, 199), (300, 40, 250)]:
        whole = fx.TurnValues(table, target, i, j)
        sliced = fx.TurnValues(table, target, i, j, low=fx.UNSOLVED)
        calls = 1
        while not sliced.advance(0.0, low=i + 30):
            calls += 1
        assert calls == whole.cap - 1 - (i + 30) or calls > 50  # about one level a call
        assert sliced.advance(0.0, low=i + 30)  # done: nothing more to solve there
        assert not sliced.advance(0.0) and sliced.advance(float("inf"))
        for k in range(whole.cap - 1, i - 1, -1):
            assert sliced.bank(k) == whole.bank(k)
            assert [sliced.roll(k, n) for n in range(1, 7)] == [whole.roll(k, n)
                                                                 for n in range(1, 7)]


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


def test_decisions_agree_with_the_brute_force() -> None:
    # Random positions of the 1 000 game: the move chosen is worth the brute force's best.
    _P, reach, R, B = brute_force()
    table = small_table()
    cap = SMALL_TARGET + SMALL_NEED_CAP
    rng = random.Random(15)

    def worth(i: int, j: int, k: int, after: int) -> tuple[float, float]:
        bank = B[k, i, j] if k < cap else 1.0 - reach[min(k - j + 1, len(reach) - 1), 6]
        return bank, R[k, after, i, j] if k < cap else -1.0

    checked = 0
    while checked < 400:
        i, j, t = rng.randrange(SMALL_TARGET), rng.randrange(SMALL_TARGET), rng.randrange(16)
        roll = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 6)))
        options = [(score(roll[p] for p in pos), len(roll) - size or 6)
                   for size in range(1, len(roll) + 1)
                   for pos in combinations(range(len(roll)), size)]
        options = [(p // UNIT, a) for p, a in options if p is not None]
        if not options:
            continue
        best = max(max(worth(i, j, i + t + p, a)) for p, a in options)
        choice = fx.choose_at(fx.Position(SMALL_TARGET, i, j, t, None), roll, table)
        points = (score(choice.values) or 0) // UNIT
        bank, roll_on = worth(i, j, i + t + points, len(roll) - len(choice.values) or 6)
        assert choice.win_probability == pytest.approx(best, abs=1e-9)
        assert (bank if choice.bank else roll_on) == pytest.approx(best, abs=1e-9)
        checked += 1


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
    assert "șanse de câștig" in table.hint_text and table.hint_text.startswith("Aruncă")
    click(app, table.roll_button)
    assert table.hint_text == ""  # any action makes the advice stale
    for _ in range(40):
        app.step(0.1)
    click(app, table.hint_button)
    advice = ai.hint(table.game)
    assert advice is not None
    assert table.hint_dice == fx.positions_of(table.game.roll_dice, advice.values)
    assert table.hint_text.startswith("Pune deoparte 1")
    table.press_die(0)
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
    click(app, table.hint_button)
    assert table.hint_text == "" and not table.hint_dice
    assert app.notices.notices[-1].text == (
        "Sugestia nu este disponibilă: tabelul nivelului Expert lipsește sau este deteriorat.")
    click(app, table.roll_button)
    for _ in range(40):
        app.step(0.1)
    click(app, table.hint_button)
    assert table.hint_text == "" and app.notices.active
    table.press_die(0)  # the 1, then bank: the computer's turn, played as Normal
    click(app, table.bank_button)
    assert table.game.totals[0] == 100
    for _ in range(400):
        app.step(0.1)
        if table.game.current == 0:
            break
    assert table.game.current == 0  # the computer played its turn (a bust, or banked)
    app.close()
