"""The 10 000 Expert's turn solver and decisions against a brute force (its play with the
shipped table: ``tests/test_farkle_expert_play.py``).

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

from game.ai import farkle_expert as fx
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
