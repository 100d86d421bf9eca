"""Measure the expert computer's mean points per Yams box by simulation; write a tiny JSON.

    python3 tools/build_expert_box_means.py --games 20000 --seed 14

The shipped optimal table (``assets/yams/state_values.*``) holds the expected *total* of each
turn-start state, not what each box contributes: splitting it per box would need a second
dynamic-programming pass over every state with the optimal policy. Playing many solitaire
games with the expert (``game.ai.yams``, level "expert") and averaging each box is simpler and
as exact as the statistics screen needs; the standard error of every mean is written too.

Output: ``assets/yams/expert_box_means.json`` with ``games``, ``seed``, ``method``,
``boxes`` (box id → mean points), ``box_se`` (box id → standard error), ``upper_bonus_rate``,
``penta_bonus_mean`` and ``total_mean``. Game ``i`` rolls with ``random.Random(seed_i)``, the
seeds drawn from ``random.Random(--seed)``, so a run is replayable.

Shipped run (``--games 4000 --seed 14``, about 20 minutes on a loaded core): mean total 255.18
(the solver's start value is 254.48; standard error about 0.95), upper bonus in 67.3 % of games,
per-box standard errors 0.02 (Asuri) to 0.38 (Penta) points.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import yams as ai  # noqa: E402
from game.rules.yams import Box, Scorecard  # noqa: E402

OUTPUT = Path(__file__).resolve().parent.parent / "assets" / "yams" / "expert_box_means.json"
"""Where the means are written (read by game.statistics.expert_box_means)."""


def play_game(seed: int) -> Scorecard:
    """One solitaire game of the expert; returns the filled scorecard."""
    rng = random.Random(seed)
    card = Scorecard()
    while not card.is_complete:
        dice = [rng.randint(1, 6) for _ in range(5)]
        for rolls_left in (2, 1):
            keep = ai.choose_keep(card, dice, rolls_left, level="expert", rng=rng)
            if len(keep) == 5:
                break
            dice = list(keep) + [rng.randint(1, 6) for _ in range(5 - len(keep))]
        card = card.record(ai.choose_box(card, dice, level="expert", rng=rng), dice)
    return card


def main(argv: list[str] | None = None) -> int:
    """Play ``--games`` games and write the per-box means (and print them)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--out", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    seeds = random.Random(args.seed)
    sums = {box: 0.0 for box in Box}
    squares = {box: 0.0 for box in Box}
    bonus = penta_bonus = total = 0.0
    for i in range(args.games):
        card = play_game(seeds.getrandbits(64))
        for box in Box:
            value = card.points(box) or 0
            sums[box] += value
            squares[box] += value * value
        bonus += card.upper_bonus > 0
        penta_bonus += card.penta_bonus
        total += card.total
        if (i + 1) % 1000 == 0:
            print(f"{i + 1} games", file=sys.stderr, flush=True)
    n = args.games
    means = {box.id: round(sums[box] / n, 3) for box in Box}
    errors = {box.id: round(math.sqrt(max(0.0, squares[box] / n - (sums[box] / n) ** 2) / n), 3)
              for box in Box}
    data = {
        "description": "Expert computer's mean points per Yams box (solitaire games)",
        "method": "simulation: tools/build_expert_box_means.py",
        "games": n,
        "seed": args.seed,
        "boxes": means,
        "box_se": errors,
        "upper_bonus_rate": round(bonus / n, 4),
        "penta_bonus_mean": round(penta_bonus / n, 3),
        "total_mean": round(total / n, 3),
    }
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(data, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
