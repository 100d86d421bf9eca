"""Measure the 10 000 computer levels: points per turn, Expert against Normal, decision times.

    python3 benchmarks/farkle_ai.py --turns 50000 --games 20000 --seed 1 --jobs 2

* Solo turns: mean points of one turn from the opening position (0 against 0, target
  10 000) for "normal" (F13), "expert" (plays to win, so from 0 against 0 it banks early
  rather than chasing points) and the points-only variant of the Expert's turn solver
  (maximum expected points, blind to the score), whose exact value is printed next to it
  (the single-turn optimum, 606.98).
* Head to head: Expert against Normal over ``--games`` two-player games to 10 000, the
  Expert starting every other game, all through :class:`game.engine.farkle.FarkleGame`;
  the Expert's win rate (a shared place is not a win) with its standard error.
* With ``--points-games``: the points-only player against Normal in the same way (the
  baseline the Expert must beat), blind to the score in the last round too, then playing
  the last round to beat the best total (as the Expert does there).
* The Expert's win probability from the opening position (first and second to play).
* Decision times of :func:`game.ai.farkle.decide` at level "expert", cold: ``--decisions``
  fresh positions (both totals, the turn points and the roll drawn at random, at target
  10 000; a quarter before the turn's roll), the solved-turn cache emptied before each, so
  every one solves its turn; median and worst. Then the times within the games, played
  as the table plays them: at the start of each of its turns the Expert's turn is solved
  ahead in slices of ``theme.EXPERT_SOLVE_SLICE`` (one a frame, while the dice roll;
  :func:`game.ai.farkle.prepare`), then each decision is timed; the longest slice is
  printed too. Times are the CPU time of the thread (:func:`time.thread_time`), so that
  other processes on a busy machine do not count. The table's load time (cold) is printed first,
  and the one-off build of the roll tables (:func:`game.ai.farkle_expert.warm_up`).

Every game and turn ``i`` rolls with ``random.Random(seed_i)``, the seeds drawn from
``random.Random(--seed)``.
"""

from __future__ import annotations

import argparse
import gc
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import theme  # noqa: E402
from game.ai import farkle as ai  # noqa: E402
from game.ai import farkle_expert as fx  # noqa: E402
from game.engine.farkle import EventKind, FarkleGame  # noqa: E402
from game.engine.players import Player  # noqa: E402

TARGET = 10_000
POINTS_CAP = 600
"""Turn totals (units of 50) past which the points-only solver banks (30 000 points)."""


# --------------------------------------------------------------------------- points only


@cache
def points_values() -> tuple[list[list[float]], float]:
    """Maximum expected turn points: ``W[t][n]`` (units) for a turn total ``t`` with ``n``
    dice to roll, banking at least ``t``; and the expected points of a whole turn."""
    full = [fx.roll_groups(n) for n in range(7)]
    top = max(c[0] for n in range(1, 7) for _p, s in full[n][1] for c in s)
    W = [[float(t)] * 7 for t in range(POINTS_CAP + top + 1)]
    R = [[0.0] * 7 for _ in range(POINTS_CAP + 1)]
    for t in range(POINTS_CAP - 1, -1, -1):
        for n in range(1, 7):
            _bust, groups = full[n]
            value = sum(p * max(W[t + pts][after] for pts, after in choices)
                        for p, choices in groups)
            R[t][n] = value
            W[t][n] = max(float(t), value)
    return W, R[0][6] * fx.UNIT


def points_only_turn(rng: random.Random) -> int:
    """One turn of the points-only player; returns the points banked (0 for a bust)."""
    W, _expected = points_values()
    t, n = 0, 6
    while True:
        roll = tuple(sorted(rng.randint(1, 6) for _ in range(n)))
        choices = fx.roll_choices(roll)
        if not choices:
            return 0
        (pts, after), _values = max(choices.items(),
                                    key=lambda c: W[t + c[0][0]][c[0][1]])
        t += pts
        if t >= POINTS_CAP or W[t][after] <= t:
            return t * fx.UNIT
        n = after


# --------------------------------------------------------------------------- play


def solo_turn(seed: int, level: str) -> int:
    """Points of one turn from 0 against 0 (target 10 000) at ``level``."""
    rng = random.Random(seed)
    if level == "points":
        return points_only_turn(rng)
    game = FarkleGame.new([Player("IA", is_computer=True), Player("X")], TARGET,
                          computer_level=level)
    events = ai.play_turn(game, rng, level=ai.check_level(level))
    last = events[-1]
    return last.points if last.kind is EventKind.BANKED else 0


def points_only_decision(game: FarkleGame, last_round: bool = False) -> ai.Decision:
    """The points-only player's step: blind to the score, the last round included, or
    (``last_round``) playing the last round as the Expert does (to beat the best total)."""
    if last_round and game.in_last_round:
        return ai.decide(game, "expert")
    if game.roll_dice is None:
        return ai.Decision(ai.Action.ROLL, frozenset(), None)
    W, _expected = points_values()
    t = game.turn_points // fx.UNIT
    (pts, after), values = max(fx.roll_choices(tuple(sorted(game.roll_dice))).items(),
                               key=lambda c: (W[t + c[0][0]][c[0][1]], c[0][0]))
    banks = t + pts >= POINTS_CAP or W[t + pts][after] <= t + pts
    return ai.Decision(ai.Action.BANK if banks else ai.Action.ROLL,
                       fx.positions_of(game.roll_dice, values), None)


def head_to_head(seed: int, expert_starts: bool, player: str = "expert"
                 ) -> tuple[int, list[float], list[float]]:
    """One game of ``player`` ("expert"; "points": the points-only player; "points+last":
    the same, playing the last round to beat the best total) against Normal; returns
    (1 it won, 0 it lost, -1 a shared place), its decision times and (the Expert) the
    times of the slices its turns were solved in ahead, as the table does."""
    rng = random.Random(seed)
    expert, normal = Player("Expert", is_computer=True), Player("Normal", is_computer=True)
    players = [expert, normal] if expert_starts else [normal, expert]
    game = FarkleGame.new(players, TARGET)
    times: list[float] = []
    slices: list[float] = []
    clock = time.thread_time  # CPU time: other processes on a busy machine do not count
    while not game.finished:
        level: ai.Level = "expert" if game.players[game.current] is expert else "normal"
        if level == "expert" and player == "expert" and game.roll_dice is None:
            ready = False  # a turn starts: the table solves it a slice a frame
            while not ready:
                t0 = clock()
                ready = ai.prepare(game, theme.EXPERT_SOLVE_SLICE)
                slices.append(clock() - t0)
        t0 = clock()
        if level == "expert" and player != "expert":
            decision = points_only_decision(game, last_round=player == "points+last")
        else:
            decision = ai.decide(game, level)
        if level == "expert":
            times.append(clock() - t0)
        for index in sorted(decision.selection):
            game.toggle(index)
        if decision.action is ai.Action.BANK:
            game.bank()
        else:
            game.roll(rng)
    me = players.index(expert)
    mine, theirs = game.totals[me], game.totals[1 - me]
    return (1 if mine > theirs else -1 if mine == theirs else 0), times, slices


def freeze_built_objects() -> None:
    """Keep what exists now out of the cycle collector's sight, as the game does once built
    (:meth:`game.app.App.freeze_startup_objects`): its full runs then walk only what play
    creates, as they do in the game, not this process's lists of results."""
    gc.collect()
    gc.freeze()


CHUNK = 100
"""Games per task: each worker keeps its solved turns across its tasks."""


def run_games(seeds: list[tuple[int, bool]], player: str = "expert"
              ) -> tuple[list[int], list[float], list[float]]:
    """Play a batch of head-to-head games of ``player`` against Normal (one process)."""
    fx.warm_up()
    freeze_built_objects()
    results, times, slices = [], [], []
    for seed, starts in seeds:
        result, spent, sliced = head_to_head(seed, starts, player)
        results.append(result)
        times.extend(spent)
        slices.extend(sliced)
    return results, times, slices


def cold_decisions(count: int, seed: int) -> list[float]:
    """Times of ``count`` Expert decisions in fresh positions, each solving its turn."""
    rng = random.Random(seed)
    fx.warm_up()
    freeze_built_objects()
    times = []
    clock = time.thread_time
    while len(times) < count:
        game = FarkleGame.new([Player("Expert", is_computer=True), Player("X")], TARGET,
                              computer_level="expert")
        game.totals = [rng.randrange(TARGET // fx.UNIT) * fx.UNIT for _ in range(2)]
        if rng.random() < 0.25:  # before the roll: the chance to win rolling
            game.turn_points = 0
        else:
            game.turn_points = rng.randrange(0, 40) * fx.UNIT
            roll = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 6)))
            if not fx.roll_choices(tuple(sorted(roll))):
                continue
            game.roll_dice = roll
        fx._turn_cache.clear()  # noqa: SLF001 (cold: the turn is solved again)
        t0 = clock()
        ai.decide(game, "expert")
        times.append(clock() - t0)
    return times


def run_turns(seeds: list[int], level: str) -> list[int]:
    """Play a batch of solo turns."""
    return [solo_turn(seed, level) for seed in seeds]


def _batches(items: list, jobs: int) -> list[list]:
    return [items[k::jobs] for k in range(jobs)]


def main(argv: list[str] | None = None) -> int:
    """Command line: run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=50_000, help="solo turns (0: none)")
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=2_000,
                        help="cold Expert decisions timed (0: none)")
    parser.add_argument("--points-games", type=int, default=0,
                        help="also this many games of the points-only player against Normal "
                             "(the same seeds as the first games of Expert against Normal)")
    args = parser.parse_args(argv)
    master = random.Random(args.seed)
    began = time.perf_counter()
    t0 = time.perf_counter()
    fx.load_table()
    print(f"table loaded in {1000 * (time.perf_counter() - t0):.0f} ms", flush=True)
    t0 = time.perf_counter()
    fx.warm_up()
    print(f"roll tables built in {1000 * (time.perf_counter() - t0):.0f} ms (once)", flush=True)
    if args.decisions:
        cold = sorted(cold_decisions(args.decisions, master.randrange(2**63)))
        print(f"Expert decision time, cold (its turn solved): median "
              f"{1000 * statistics.median(cold):.2f} ms, p90 "
              f"{1000 * cold[int(0.9 * len(cold))]:.2f} ms, p99 "
              f"{1000 * cold[int(0.99 * len(cold))]:.2f} ms, worst {1000 * cold[-1]:.2f} ms; "
              f"{sum(1 for t in cold if t > 0.005)} of {len(cold)} over 5 ms", flush=True)
    _W, optimum = points_values()
    print(f"single-turn optimum (points only, exact): {optimum:.2f}", flush=True)
    turn_seeds = [master.randrange(2**63) for _ in range(args.turns)]
    seeds = [(master.randrange(2**63), k % 2 == 0)
             for k in range(max(args.games, args.points_games))]
    games = seeds[:args.games]
    with ProcessPoolExecutor(args.jobs) as pool:
        for level in ("normal", "expert", "points") if args.turns else ():
            batches = _batches(turn_seeds, args.jobs)
            points = [p for part in pool.map(run_turns, batches, [level] * len(batches))
                      for p in part]
            mean = statistics.fmean(points)
            se = statistics.stdev(points) / math.sqrt(len(points))
            print(f"solo turn, {level:>6}: {mean:7.2f} +- {se:.2f} points ({len(points)} turns)",
                  flush=True)
        table = fx.load_table()
        print(f"Expert's opening win probability: {table.win(200, 0, 0):.4f} playing first, "
              f"{1 - table.win(200, 0, 0):.4f} playing second (against an Expert)", flush=True)
        outcomes: list[int] = []
        times: list[float] = []
        slices: list[float] = []
        chunks = [games[k:k + CHUNK] for k in range(0, len(games), CHUNK)]
        for results, spent, sliced in pool.map(run_games, chunks):
            outcomes.extend(results)
            times.extend(spent)
            slices.extend(sliced)
            if len(outcomes) % (10 * CHUNK) == 0 or len(outcomes) == len(games):
                wins = sum(1 for r in outcomes if r == 1)
                print(f"  after {len(outcomes)} games: Expert wins {wins / len(outcomes):.2%}"
                      f" ({time.perf_counter() - began:.0f} s)", flush=True)
    if outcomes:
        wins = sum(1 for r in outcomes if r == 1)
        shared = sum(1 for r in outcomes if r == -1)
        rate = wins / len(outcomes)
        se = math.sqrt(rate * (1 - rate) / len(outcomes))
        print(f"Expert vs Normal, target {TARGET}: Expert wins {rate:.2%} +- {se:.2%} "
              f"({wins} of {len(outcomes)} games, {shared} shared places, starts alternating)")
        times.sort()
        slices.sort()
        pick = lambda q: 1000 * times[min(len(times) - 1, int(q * len(times)))]  # noqa: E731
        slow = sum(1 for t in times if t > 0.005)
        print(f"Expert decision time: median {pick(0.5):.3f} ms, p90 {pick(0.9):.2f} ms, "
              f"p99 {pick(0.99):.1f} ms, max {1000 * times[-1]:.1f} ms; "
              f"{slow} of {len(times)} decisions in the games over 5 ms (each turn solved "
              f"ahead in {len(slices)} slices of {1000 * theme.EXPERT_SOLVE_SLICE:.0f} ms: "
              f"p99 {1000 * slices[int(0.99 * len(slices))]:.2f} ms, the longest "
              f"{1000 * slices[-1]:.2f} ms)")
    for player, how in (("points", "blind to the score, the last round too"),
                        ("points+last", "the last round played to beat the best total")):
        if not args.points_games:
            break
        with ProcessPoolExecutor(args.jobs) as pool:
            chunks = [seeds[k:min(k + CHUNK, args.points_games)]
                      for k in range(0, args.points_games, CHUNK)]
            outcomes = [r for results, _spent, _sliced in pool.map(run_games, chunks,
                                                          [player] * len(chunks))
                        for r in results]
        rate = sum(1 for r in outcomes if r == 1) / len(outcomes)
        print(f"Points-only vs Normal, target {TARGET} ({how}): wins {rate:.2%} +- "
              f"{math.sqrt(rate * (1 - rate) / len(outcomes)):.2%} ({len(outcomes)} games, "
              f"starts alternating)", flush=True)
    print(f"total {time.perf_counter() - began:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
