"""Build the 10 000 "Expert" win-probability table (``assets/farkle/win_table.*``).

What is solved
--------------

Two players, rules F1-F11 of ``../shared/RULES.md``. Scores are counted in units of 50
points (every selection scores a multiple of 50). ``P[i, j]`` is the probability that the
player about to start a turn with banked total ``i`` wins against the opponent with ``j``
(both below the target ``T``), when both play to win (a shared place is not a win).

One turn, for the mover at ``i`` against ``j``, with ``k`` the total it would bank now
(``i`` + turn points) and ``n`` the dice it would roll (hot dice: six):

* bust (probability ``b(n)``): the opponent moves from ``(j, i)``: value ``1 - P[j, i]``;
* otherwise it sets aside a selection (``pts``, ``n'`` dice left) and then either banks,
  ``bank(k) = 1 - P[j, k]`` below the target, or, once ``k`` reaches it (F11),
  ``1 - L[k - j + 1]``, where ``L[need]`` is the best chance to score at least ``need`` units
  in one last turn; or rolls on: ``R(k, n) = b(n)(1 - P[j, i]) + Σ p · max W(k + pts, n')``
  with ``W = max(bank, R)``.

Then ``P[i, j] = R(i, 6)``. Every selection counts: rolls are grouped by their set of
distinct (points, dice next) choices. A choice with fewer points and no more dice than
another is skipped only where the turn values above it were measured monotone (in points,
and in dice from two up; one die can beat two, and just below the target, triggering the last
round can be worse than banking a little less); elsewhere every choice is weighed.

The game depends only on the distances to the target, so ``P`` for target 15 000 holds the
tables of 10 000 and 5 000 as its corner: ``P_T(i, j) = P_300(i + 300 - T, j + 300 - T)``.
One solve at 15 000 therefore serves every target.

Method and accuracy
-------------------

* ``L`` (and ``reach[r, n]`` for the runtime) is solved exactly first (one turn).
* ``P`` grows by bands of 20 units: the game to ``m`` holds the game to ``m - 20`` as its
  corner, so each stage iterates only the new band (value iteration, Gauss-Seidel: a row of
  ``P`` is replaced as soon as its turn is solved) from the previous stage's values at the
  same lead, until no value changes by ``--tolerance`` (default 1e-6) in a sweep.
* Within a turn, totals are followed up to ``T + NEED_CAP`` units (8 000 points past the
  target); beyond that the mover banks (the opponent's chance to beat such a total in one
  turn, ``L[NEED_CAP]``, is 2.5e-4, and reaching it is rarer still). The runtime solver and
  the tests' brute force use the same bound.
* ``P`` is stored as unsigned 16-bit fractions of 65 535 (error ≤ 7.7e-6), ``reach`` as
  float32 (its tail, far below 1e-5, decides hopeless last turns).
* ``--from-npy`` rewrites the file from a saved ``P`` (``--save-npy``) without solving.
* Cost: 31 minutes (``build_seconds`` in the header) on the shared two-core machine under a
  load of about 12, so well under 20 minutes of one core; under 100 MB of memory.

Run from the project root::

    python3 tools/build_farkle_table.py            # writes assets/farkle/win_table.{bin,json}
    python3 tools/build_farkle_table.py --target 5000 --out /tmp/t   # a smaller table

Numpy is a build-time dependency only; the game reads the table with ``array`` and ``zlib``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.farkle_rolls import ALL_DICE, roll_groups  # noqa: E402  (rolls and choices)

RULES_VERSION = "farkle-F1-F11-v1"
"""Bump when a ruling changes what is optimal."""

FORMAT_VERSION = 2
"""Layout of the binary file (2: with the policy frontiers)."""

UNIT = 50
"""Points per score unit."""

NEED_CAP = 160
"""Units beyond the target (8 000 points) up to which turn totals are followed."""

MAX_TARGET = 15_000
"""The largest target; its table holds the smaller ones."""

MONOTONE_SLACK = 1e-12
"""A turn value that drops by more than this with more points or dice is a breach."""

SCALE = 65_535
"""Stored value = round(P × SCALE) as uint16."""

FRONTIER_MARGIN = 1e-9
"""A turn state counts as banking for the frontiers only if rolling is worse by this much."""

OUT_DIR = ROOT / "assets" / "farkle"

Signature = tuple[tuple[int, int], ...]
"""A roll's choices: (points in units, dice rolled next) for each number of dice left."""

Groups = tuple[float, tuple[tuple[float, Signature], ...]]
"""The bust probability of ``n`` dice and the rolls' choice sets with their probabilities:
:func:`game.ai.farkle_rolls.roll_groups`, which the game's turn solver uses too (the rolls,
their choices and the dominance rule live there, in pure Python; this file adds only the
numpy steps, vectorised over every pair of totals)."""


def solve_reach(max_need: int) -> np.ndarray:
    """``reach[r, n]``: best chance to score ``r`` more units this turn rolling ``n`` dice next.

    The last turn of the last round (F11): banking short of the goal is worth nothing (a
    shared place is not a win), reaching it is worth 1. ``reach[0, :] = 1``; column 0 unused.
    """
    sigs = {n: roll_groups(n)[1] for n in range(1, 7)}
    reach = np.zeros((max_need + 1, 7))  # reach[r, n]: r units still needed, n dice to roll
    reach[0, :] = 1.0
    for r in range(1, max_need + 1):
        for n in range(1, 7):
            value = 0.0
            for p, sig in sigs[n]:
                value += p * max(reach[max(0, r - pts), after] for pts, after in sig)
            reach[r, n] = value
    return reach


def solve_last_turn(max_need: int) -> np.ndarray:
    """``L[need]``: best chance to score at least ``need`` units in one turn (L[0] = 1)."""
    return solve_reach(max_need)[:, 6].copy()


def roll_value(groups: Groups, bust: np.ndarray,
               worth: Callable[[int, int], np.ndarray]) -> np.ndarray:
    """The value of rolling ``n`` dice at one level, for many turns at once (numpy): the
    bust probability times ``bust`` (the values after a bust), plus each roll's probability
    times its best choice's ``worth(points, dice next)`` (values of the levels above).

    The game's :class:`game.ai.farkle_expert.TurnValues` takes the same step in pure
    Python for one turn (numpy is not allowed at run time), over the same
    :func:`~game.ai.farkle_rolls.roll_groups`.
    """
    pbust, rolls = groups
    acc = pbust * bust
    for p, choices in rolls:
        best = None
        for pts, after in choices:
            w = worth(pts, after)
            best = w if best is None else np.maximum(best, w)
        acc = acc + p * best
    return acc


def initial_guess(target: int) -> np.ndarray:
    """A rough start: logistic in the difference of the distances to the target."""
    a = target - np.arange(target)[:, None]
    c = target - np.arange(target)[None, :]
    spread = 6.0 + 2.0 * np.sqrt(np.minimum(a, c) + 1.0)
    return 1.0 / (1.0 + np.exp(-(c - a + 6.0) / spread))


class _Block:
    """Rows ``row0..row0+rows`` and columns ``0..cols`` of the states a stage solves."""

    def __init__(self, row0: int, rows: int, cols: int, ring_size: int) -> None:
        self.row0, self.rows, self.cols = row0, rows, cols
        self.ring = np.zeros((ring_size, 7, rows, cols))
        self.breach_level = 0

    def active(self, k: int) -> int:
        """Rows whose start total is at most ``k`` (the others cannot have banked k yet)."""
        return max(0, min(k + 1, self.row0 + self.rows) - self.row0)


def _sweep(P: np.ndarray, last: np.ndarray, blocks: list[_Block], cap: int,
           full: dict[int, Groups], pruned: dict[int, Groups],
           ring_size: int) -> tuple[int, int]:
    """One Gauss-Seidel sweep over the blocks, levels ``k`` from the cap down.

    A level uses the pruned choices only while the turn values of the ``ring_size - 1``
    levels above it were measured monotone (in points and in dice; a breach happens around
    the target, where triggering the last round can be worse than banking just below it).
    Returns (levels solved with all choices, levels solved pruned).
    """
    m = P.shape[0]
    j = np.arange(m)
    top = ring_size - 1
    high = {kk: 1.0 - last[kk - j + 1] for kk in range(cap, cap + ring_size)}
    counts = [0, 0]
    for block in blocks:
        block.breach_level = cap  # the forced banks past the cap may be worth less
    for k in range(cap - 1, -1, -1):
        bank_all = 1.0 - P[:, k] if k < m else 1.0 - last[k - j + 1]
        slot = k % ring_size
        for block in blocks:
            rows = block.active(k)
            if rows == 0:
                continue
            cols = block.cols
            # bust: the opponent moves from (j, i); rows already solved this sweep are used
            bust = 1.0 - P[:cols, block.row0:block.row0 + rows].T
            ring = block.ring
            bank = bank_all[:cols]
            exact = block.breach_level - k <= top
            sig = full if exact else pruned
            counts[0 if exact else 1] += 1
            def worth(pts: int, after: int) -> np.ndarray:
                kk = k + pts  # noqa: B023 (used at once, in this level)
                return high[kk][:cols] if kk >= cap else ring[kk % ring_size, after, :rows]  # noqa: B023

            for n in range(1, 7):
                acc = roll_value(sig[n], bust[:rows], worth)
                if n == 6 and block.row0 <= k < block.row0 + rows:
                    P[k, :cols] = acc[k - block.row0]
                np.maximum(acc, bank, out=ring[slot, n, :rows])
            here = ring[slot, 1:, :rows]
            breach = float((here[1:-1] - here[2:]).max())  # dice: from two up
            if k + 1 < cap:
                breach = max(breach,
                             float((here - ring[(k + 1) % ring_size, 1:, :rows]).max()))
            if breach > MONOTONE_SLACK:
                block.breach_level = k
    return counts[0], counts[1]


def _band_guess(previous: np.ndarray, width: int) -> np.ndarray:
    """Start values for the game ``width`` units longer: the corner exactly, the new band
    from the previous table at the same lead, the trailing player moved up to its start."""
    size = previous.shape[0] + width
    i = np.arange(size)[:, None]
    j = np.arange(size)[None, :]
    shift = np.maximum(0, width - np.minimum(i, j))
    last = previous.shape[0] - 1
    return previous[np.minimum(i - width + shift, last), np.minimum(j - width + shift, last)]


def solve(target: int, tolerance: float = 1e-6, need_cap: int = NEED_CAP, band: int = 20,
          max_sweeps: int = 200, verbose: bool = False
          ) -> tuple[np.ndarray, np.ndarray, dict[str, float]]:
    """Solve ``P`` for a target of ``target`` units; return (P, L, statistics).

    Targets grow by ``band`` units at a time: the game to ``m`` holds the game to
    ``m - band`` as its corner (exact from the previous stage), so each stage only iterates
    the new band of states, those within ``band`` units of the start for either player,
    until no value of the band changes by ``tolerance`` or more in a sweep.
    """
    full = {n: roll_groups(n) for n in range(1, 7)}
    pruned = {n: roll_groups(n, ALL_DICE) for n in range(1, 7)}
    top = max(pts for n in full for _p, s in full[n][1] for pts, _a in s)
    ring_size = top + 1
    last = solve_last_turn(target + need_cap + top + 2)
    P = np.zeros((0, 0))
    began = time.perf_counter()
    stats = {"sweeps": 0.0, "last_change": 0.0, "levels_all_choices": 0.0,
             "levels_pruned": 0.0}
    m = 0
    while m < target:
        width = min(band, target - m)
        m += width
        P = initial_guess(m) if P.size == 0 else _band_guess(P, width)
        blocks = [_Block(0, width, m, ring_size)]
        if m > width:
            blocks.append(_Block(width, m - width, width, ring_size))
        cap = m + need_cap
        for sweep in range(1, max_sweeps + 1):  # noqa: B007 (reported below)
            before = [P[:width].copy(), P[width:, :width].copy()]
            exact, quick = _sweep(P, last, blocks, cap, full, pruned, ring_size)
            change = max(float(np.abs(P[:width] - before[0]).max()),
                         float(np.abs(P[width:, :width] - before[1]).max()) if m > width
                         else 0.0)
            stats["sweeps"] += 1
            stats["levels_all_choices"] += exact
            stats["levels_pruned"] += quick
            if change < tolerance:
                break
        stats["last_change"] = max(stats["last_change"], change)
        if verbose:
            print(f"target {m * UNIT}: {sweep} sweeps, change {change:.1e}, "
                  f"P(0,0) = {P[0, 0]:.6f}, exact/pruned levels {exact}/{quick}, "
                  f"{time.perf_counter() - began:.0f} s", flush=True)
    return P, last, stats


def policy_frontiers(P: np.ndarray, reach: np.ndarray, need_cap: int = NEED_CAP,
                     block: int = 100) -> np.ndarray:
    """``F[n - 1, i, j]``: how far past ``i`` the mover at ``i`` against ``j`` may still
    roll ``n`` dice; from ``i + F`` up, rolling ``n`` dice is worth less than banking by
    more than :data:`FRONTIER_MARGIN` (0: it banks from the start).

    ``P`` and ``reach[r, n - 1]`` are the values as shipped (decoded from 16-bit and
    float32), so that the game's turn solver, which skips those states, gets the values it
    would have computed. Every turn is solved with every choice (no pruning), ``block``
    rows of ``i`` at a time, with ``P`` fixed (Jacobi): about a minute.
    """
    m = P.shape[0]
    sigs = {n: roll_groups(n) for n in range(1, 7)}
    top = max(pts for n in sigs for _p, s in sigs[n][1] for pts, _a in s)
    cap = m + need_cap
    j = np.arange(m)
    banks = np.empty((cap + top + 1, m))
    for k in range(cap + top + 1):
        if k < m:
            banks[k] = 1.0 - P[:, k]
        else:
            need = k - j + 1
            banks[k] = 1.0 - np.where(need <= 0, 1.0,
                                      reach[np.clip(need, 0, len(reach) - 1), 5]
                                      * (need < len(reach)))
    frontiers = np.zeros((6, m, m), dtype=np.int64)
    ring_size = top + 1
    for row0 in range(0, m, block):
        rows = min(block, m - row0)
        bust_value = 1.0 - P[:, row0:row0 + rows].T  # [i, j]: 1 - P[j, i]
        ring = np.zeros((ring_size, 7, rows, m))
        found = np.zeros((6, rows, m), dtype=np.int64)  # the highest rolling level + 1
        for k in range(cap - 1, row0 - 1, -1):
            active = min(rows, k - row0 + 1)  # rows that can bank k (i <= k)
            bank = banks[k]
            def worth(pts: int, after: int) -> np.ndarray:
                kk = k + pts  # noqa: B023 (used at once, in this level)
                return banks[kk] if kk >= cap else ring[kk % ring_size, after, :active]  # noqa: B023

            for n in range(1, 7):
                acc = roll_value(sigs[n], bust_value[:active], worth)
                seen = found[n - 1, :active]
                seen[(seen == 0) & (acc > bank - FRONTIER_MARGIN)] = k + 1
                ring[k % ring_size, n, :active] = np.maximum(acc, bank)
        start = np.arange(row0, row0 + rows)[:, None]
        frontiers[:, row0:row0 + rows] = np.where(found == 0, 0, found - start)
    return frontiers


def encode(P: np.ndarray, last: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The shipped values: ``P`` as uint16 fractions of :data:`SCALE`, and
    ``reach[r, n - 1]`` (r < ``len(last)``) as float32."""
    stored = np.round(np.clip(P, 0.0, 1.0) * SCALE).astype("<u2")
    return stored, solve_reach(len(last) - 1)[:, 1:].astype("<f4")


def read_table(out_dir: Path) -> tuple[np.ndarray, np.ndarray, dict[str, object]]:
    """The shipped ``P`` (uint16) and ``reach`` (float32) of ``out_dir``, and its header."""
    header = json.loads((out_dir / "win_table.json").read_text(encoding="utf-8"))
    raw = zlib.decompress((out_dir / "win_table.bin").read_bytes())
    m, count = int(header["target_units"]), int(header["need_count"])
    stored = np.frombuffer(raw, "<u2", m * m).reshape(m, m)
    reach = np.frombuffer(raw, "<f4", count * 6, m * m * 2).reshape(count, 6)
    return stored, reach, header


def write_table(stored: np.ndarray, reach: np.ndarray, out_dir: Path,
                stats: dict[str, float], seconds: float, tolerance: float) -> None:
    """Write ``win_table.bin`` (zlib: ``P`` uint16, ``reach`` float32, the policy
    frontiers uint16, all little-endian) and its JSON header."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target_units = stored.shape[0]
    decoded = stored.astype(np.float64) * (1.0 / SCALE)  # as the game reads them
    frontiers = policy_frontiers(decoded, reach.astype(np.float64))
    raw = stored.tobytes() + reach.tobytes() + frontiers.astype("<u2").tobytes()
    (out_dir / "win_table.bin").write_bytes(zlib.compress(raw, 9))
    header = {
        "format_version": FORMAT_VERSION,
        "rules_version": RULES_VERSION,
        "description": "10 000 win probability of the player to move, two players, both "
                       "playing to win; the last-turn reach probabilities; the policy "
                       "frontiers",
        "unit_points": UNIT,
        "target_units": target_units,
        "need_cap": NEED_CAP,
        "need_count": len(reach),
        "dtype": "uint16-le",
        "scale": SCALE,
        "reach_dtype": "float32-le",
        "frontier_dtype": "uint16-le",
        "frontier_margin": FRONTIER_MARGIN,
        "layout": "P[i * target_units + j] (uint16 / scale) for banked totals i (mover), "
                  "j (opponent) in units below the target; then reach[r * 6 + n - 1] "
                  "(float32): the best chance to score r more units in the turn rolling n "
                  "dice next, r = 0..need_count - 1 (0 beyond); then F[(n - 1) * "
                  "target_units ** 2 + i * target_units + j] (uint16): from i + F up, the "
                  "mover at i against j banks rather than roll n dice (by more than "
                  "frontier_margin)",
        "compression": "zlib",
        "raw_bytes": len(raw),
        "sha256_raw": hashlib.sha256(raw).hexdigest(),
        "tolerance": tolerance,
        "sweeps": int(stats["sweeps"]),
        "last_change": stats["last_change"],
        "levels_all_choices": int(stats["levels_all_choices"]),
        "levels_pruned": int(stats["levels_pruned"]),
        "start_win_probability": float(stats["start_win_probability"]),
        "build_seconds": round(seconds, 1),
    }
    (out_dir / "win_table.json").write_text(json.dumps(header, indent=2) + "\n",
                                            encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Command line: solve and write the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", type=int, default=MAX_TARGET,
                        help="target in points (a multiple of 50); default 15000")
    parser.add_argument("--tolerance", type=float, default=1e-6)
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    parser.add_argument("--save-npy", type=Path, default=None,
                        help="also save the float64 table P here (for analysis)")
    parser.add_argument("--from-npy", type=Path, default=None,
                        help="write the file from a P saved by --save-npy (no solving)")
    parser.add_argument("--frontiers-only", action="store_true",
                        help="keep the P and reach of --out, recompute the frontiers")
    args = parser.parse_args(argv)
    units = args.target // UNIT
    began = time.perf_counter()
    if args.from_npy is not None or args.frontiers_only:
        previous = json.loads((args.out / "win_table.json").read_text(encoding="utf-8"))
        stats = {k: previous[k] for k in ("sweeps", "last_change", "levels_all_choices",
                                          "levels_pruned", "start_win_probability")}
        seconds = float(previous["build_seconds"])
        if args.frontiers_only:
            stored, reach, _header = read_table(args.out)
        else:
            P = np.load(args.from_npy)
            top = max(pts for n in range(1, 7) for _p, s in roll_groups(n)[1] for pts, _a in s)
            stored, reach = encode(P, solve_last_turn(P.shape[0] + NEED_CAP + top + 2))
            stats["start_win_probability"] = float(P[0, 0])
        write_table(stored, reach, args.out, stats, seconds, args.tolerance)
        print(f"rewrote {args.out} in {time.perf_counter() - began:.0f} s")
        return 0
    P, last, stats = solve(units, args.tolerance, verbose=True)
    stats["start_win_probability"] = float(P[0, 0])
    seconds = time.perf_counter() - began
    if args.save_npy is not None:
        np.save(args.save_npy, P)
    stored, reach = encode(P, last)
    write_table(stored, reach, args.out, stats, seconds, args.tolerance)
    print(f"P(0, 0) = {P[0, 0]:.6f}; {stats}; {seconds:.0f} s -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
