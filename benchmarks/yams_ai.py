"""Play solitaire Yams games with each computer level and report scores and decision times.

    python benchmarks/yams_ai.py --games 10000 --seed 1 [--jobs 2]

Every game ``i`` rolls its dice with ``random.Random(seed_i)``, the seeds drawn from
``random.Random(--seed)``; both levels play the same seeds. The games use a small local loop on
:class:`game.rules.yams.Scorecard` (roll, ``choose_keep`` twice, ``choose_box``, ``record``),
not the engine. Prints mean, standard deviation and standard error of the final TOTAL, the
solver's start value, and the median and 99th-percentile time of one decision.

Reference run (``--games 10000 --seed 1 --jobs 2``, start value 254.48): expert
254.27 +- 0.60 (sd 59.96), beginner 208.79 +- 0.42 (sd 42.36); expert decisions
0.15 ms median, 0.8 ms p99 on an idle core.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import yams as ai  # noqa: E402
from game.ai import yams_optimal  # noqa: E402
from game.rules.yams import Scorecard  # noqa: E402


def play_game(seed: int, level: ai.Level) -> tuple[int, list[float]]:
    """One solitaire game; returns its final TOTAL and the time of every decision (s)."""
    rng = random.Random(seed)
    card = Scorecard()
    times: list[float] = []
    clock = time.perf_counter
    while not card.is_complete:
        dice = [rng.randint(1, 6) for _ in range(5)]
        for rolls_left in (2, 1):
            t0 = clock()
            keep = ai.choose_keep(card, dice, rolls_left, level=level, rng=rng)
            times.append(clock() - t0)
            if len(keep) == 5:
                break
            dice = list(keep) + [rng.randint(1, 6) for _ in range(5 - len(keep))]
        t0 = clock()
        box = ai.choose_box(card, dice, level=level, rng=rng)
        times.append(clock() - t0)
        card = card.record(box, dice)
    return card.total, times


def play_many(seeds: list[int], level: ai.Level) -> tuple[list[int], list[float]]:
    """Play one game per seed; return the totals and all decision times."""
    totals: list[int] = []
    times: list[float] = []
    for seed in seeds:
        total, t = play_game(seed, level)
        totals.append(total)
        times.extend(t)
    return totals, times


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description="Benchmark the Yams computer levels.")
    parser.add_argument("--games", type=int, default=1000, help="games per level")
    parser.add_argument("--seed", type=int, default=1, help="master seed")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--levels", default="expert,beginner", help="comma-separated levels")
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    header = yams_optimal.load_table()
    load = time.perf_counter() - t0
    start = yams_optimal.start_value()
    print(f"table: {header['rules_version']}, loaded in {load * 1000:.1f} ms")
    print(f"solver start value E(empty card) = {start:.4f}")
    master = random.Random(args.seed)
    seeds = [master.getrandbits(64) for _ in range(args.games)]
    jobs = max(1, args.jobs)
    chunks = [seeds[i::jobs] for i in range(jobs)]
    for level in args.levels.split(","):
        t0 = time.perf_counter()
        if jobs == 1:
            totals, times = play_many(seeds, level)  # type: ignore[arg-type]
        else:
            totals, times = [], []
            with ProcessPoolExecutor(jobs) as pool:
                for part_totals, part_times in pool.map(play_many, chunks, [level] * jobs):
                    totals.extend(part_totals)
                    times.extend(part_times)
        wall = time.perf_counter() - t0
        mean = statistics.fmean(totals)
        sd = statistics.stdev(totals) if len(totals) > 1 else 0.0
        se = sd / math.sqrt(len(totals))
        print(
            f"{level:9s} games={len(totals)} mean={mean:.2f} sd={sd:.2f} se={se:.2f}"
            f"  (mean - start = {mean - start:+.2f} = {(mean - start) / se if se else 0:+.2f} se)"
        )
        print(
            f"{'':9s} decisions={len(times)} median={statistics.median(times) * 1000:.3f} ms"
            f" p99={percentile(times, 0.99) * 1000:.3f} ms max={max(times) * 1000:.1f} ms"
            f"  wall {wall:.0f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
