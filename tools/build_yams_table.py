"""Build the optimal-play state-value table of Yams (``assets/yams/state_values.*``).

Backward induction over turn-start states ``(filled mask, capped upper total, Penta holds 50)``:

* ``mask``: 13 bits, bit ``i`` set when box ``i`` is filled, in ``Box`` order
  (ONES..SIXES = 0..5, THREE_OF_A_KIND 6, FOUR_OF_A_KIND 7, FULL_HOUSE 8, SMALL_STRAIGHT 9,
  LARGE_STRAIGHT 10, CHANCE 11, PENTA 12);
* ``upper``: upper total capped at 63 (0..63);
* ``f``: 1 when the Penta box holds 50 (only meaningful once bit 12 is set).

The value of a state is the expected sum of the FUTURE points under optimal play: box points,
the 35 upper bonus at the moment the capped total reaches 63, and the +100 Penta bonuses.
One turn is solved as roll -> keep -> roll -> keep -> roll -> box against the values of the
successor states, vectorised with numpy over the 64 upper totals (and both ``f``), one mask at a
time, masks in decreasing numeric order (a successor mask is always numerically larger).

The rules solved are those of ``../shared/RULES.md`` (Y3-Y8, Y11-Y13); the runtime player in
``game/ai/yams_optimal.py`` recomputes the last step with the real ``Scorecard`` and the tests
check both against each other.

Run from the project root::

    python tools/build_yams_table.py            # writes assets/yams/state_values.{bin,json}
    python tools/build_yams_table.py --check    # tiny sub-problems with known answers only

Numpy is a build/test dependency only; the game never imports it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
import zlib
from itertools import combinations_with_replacement, product
from pathlib import Path

import numpy as np

# Version of the rules the table solves; bump when a ruling changes the optimum.
RULES_VERSION = "yams-Y1-Y14-v1"
# Layout version of the binary file.
FORMAT_VERSION = 1

N_BOXES = 13
UPPER_CAP = 63
UPPER_BONUS = 35
PENTA_POINTS = 50
PENTA_BONUS = 100
THREE_K, FOUR_K, FULL, SMALL, LARGE, CHANCE, PENTA = range(6, 13)
LOWER_JOKER_BOXES = (THREE_K, FOUR_K, FULL, SMALL, LARGE, CHANCE)
FULL_MASK = (1 << N_BOXES) - 1
BOX_NAMES = (
    "ONES TWOS THREES FOURS FIVES SIXES THREE_OF_A_KIND FOUR_OF_A_KIND FULL_HOUSE"
    " SMALL_STRAIGHT LARGE_STRAIGHT CHANCE PENTA"
).split()

# Ruling Y7 detail: when the Joker applies and the upper box of the Penta's value is filled,
# may an open upper box take the roll for 0 while a lower box is still open? Y7's order
# ("else ... else") says no, and game.rules.yams.Scorecard.options agrees (the tests check
# the solver's legal boxes against Scorecard.options).
JOKER_UPPER_ZERO_ALWAYS = False

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "yams"


# --------------------------------------------------------------------------- combinatorics


def all_rolls() -> list[tuple[int, ...]]:
    """The 252 sorted five-dice multisets."""
    return list(combinations_with_replacement(range(1, 7), 5))


def all_keeps() -> list[tuple[int, ...]]:
    """The 462 sorted kept multisets of 0..5 dice, by size then lexicographically."""
    keeps: list[tuple[int, ...]] = []
    for size in range(6):
        keeps.extend(combinations_with_replacement(range(1, 7), size))
    return keeps


def outcome_probabilities(n: int) -> dict[tuple[int, ...], float]:
    """Probability of each sorted multiset of ``n`` fair dice."""
    probs: dict[tuple[int, ...], float] = {}
    for combo in product(range(1, 7), repeat=n):
        key = tuple(sorted(combo))
        probs[key] = probs.get(key, 0.0) + 1.0
    total = 6.0**n
    return {key: count / total for key, count in probs.items()}


def transition_matrix(
    keeps: list[tuple[int, ...]], roll_index: dict[tuple[int, ...], int]
) -> np.ndarray:
    """Dense 462 x 252 matrix: probability that keeping ``k`` and rolling the rest gives ``r``."""
    matrix = np.zeros((len(keeps), len(roll_index)))
    by_n = {n: outcome_probabilities(n) for n in range(6)}
    for ki, keep in enumerate(keeps):
        for outcome, p in by_n[5 - len(keep)].items():
            matrix[ki, roll_index[tuple(sorted(keep + outcome))]] += p
    return matrix


def counts(roll: tuple[int, ...]) -> list[int]:
    """Counts of faces 1..6 in ``roll`` (index 0 = ones)."""
    c = [0] * 6
    for d in roll:
        c[d - 1] += 1
    return c


def box_points(box: int, roll: tuple[int, ...]) -> int:
    """Normal (no Joker) points of ``roll`` in box number ``box`` (Y3-Y5)."""
    c = counts(roll)
    faces = set(roll)
    if box < 6:
        return c[box] * (box + 1)
    if box == THREE_K:
        return sum(roll) if max(c) >= 3 else 0
    if box == FOUR_K:
        return sum(roll) if max(c) >= 4 else 0
    if box == FULL:
        return 25 if sorted(x for x in c if x) == [2, 3] else 0
    if box == SMALL:
        runs = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
        return 30 if any(run <= faces for run in runs) else 0
    if box == LARGE:
        return 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if box == CHANCE:
        return sum(roll)
    return PENTA_POINTS if max(c) == 5 else 0


def joker_points(box: int, roll: tuple[int, ...]) -> int:
    """Points of a Penta ``roll`` placed by the Joker in lower box ``box`` (Y7)."""
    return {FULL: 25, SMALL: 30, LARGE: 40}.get(box, sum(roll))


# --------------------------------------------------------------------------- solver


class Solver:
    """Numpy backward induction; ``values[mask, f, upper]`` after :meth:`solve`."""

    def __init__(self) -> None:
        self.rolls = all_rolls()
        self.keeps = all_keeps()
        self.roll_index = {r: i for i, r in enumerate(self.rolls)}
        self.keep_index = {k: i for i, k in enumerate(self.keeps)}
        self.P = transition_matrix(self.keeps, self.roll_index)
        self.p0 = self.P[self.keep_index[()]]
        self.roll_as_keep = np.array([self.keep_index[r] for r in self.rolls])
        # children of each keep (remove one die of each distinct value), padded, per size
        self.levels: list[tuple[np.ndarray, np.ndarray]] = []
        for size in range(1, 6):
            idx = [i for i, k in enumerate(self.keeps) if len(k) == size]
            children = []
            for i in idx:
                keep = self.keeps[i]
                ch = []
                for v in sorted(set(keep)):
                    rest = list(keep)
                    rest.remove(v)
                    ch.append(self.keep_index[tuple(rest)])
                ch += [ch[0]] * (5 - len(ch))
                children.append(ch)
            self.levels.append((np.array(idx), np.array(children)))
        self.pts = np.array(
            [[box_points(b, r) for r in self.rolls] for b in range(N_BOXES)], dtype=np.float64
        )
        self.is_penta = np.array([max(counts(r)) == 5 for r in self.rolls])
        self.penta_rows = [(i, r[0]) for i, r in enumerate(self.rolls) if self.is_penta[i]]
        upper = np.arange(UPPER_CAP + 1)
        # next capped upper total and bonus for each upper box, roll, current total
        self.next_upper = []
        self.upper_bonus = []
        for b in range(6):
            raw = upper[None, :] + self.pts[b][:, None].astype(int)
            self.next_upper.append(np.minimum(UPPER_CAP, raw))
            self.upper_bonus.append(
                np.where((upper[None, :] < UPPER_CAP) & (raw >= UPPER_CAP), UPPER_BONUS, 0)
            )
        self.upper = upper
        self.values = np.zeros((1 << N_BOXES, 2, UPPER_CAP + 1))

    # -- one turn ----------------------------------------------------------------------

    def best_sub_keep(self, e: np.ndarray) -> np.ndarray:
        """For every keep, the max of ``e`` over all its sub-multisets (itself included)."""
        best = e.copy()
        for idx, children in self.levels:
            best[idx] = np.maximum(e[idx], best[children].max(axis=1))
        return best

    def turn_value(self, final: np.ndarray) -> np.ndarray:
        """Value at turn start, given the value ``final[roll, col]`` of stopping on each roll."""
        e1 = self.P @ final  # after keep, one roll left
        w2 = self.best_sub_keep(e1)[self.roll_as_keep]  # after the 2nd roll
        e2 = self.P @ w2
        w1 = self.best_sub_keep(e2)[self.roll_as_keep]  # after the 1st roll
        return self.p0 @ w1

    def box_layer(self, mask: int, f: int) -> np.ndarray:
        """``final[roll, upper]``: best points + bonuses + successor value over legal boxes."""
        v = self.values
        best = np.full((len(self.rolls), UPPER_CAP + 1), -np.inf)
        for b in range(N_BOXES):
            if mask >> b & 1:
                continue
            nm = mask | 1 << b
            if b < 6:
                cand = self.pts[b][:, None] + self.upper_bonus[b] + v[nm, f][self.next_upper[b]]
            elif b == PENTA:
                # the Penta box is open, so f == 0; a Penta sets f = 1, anything else 0
                cand = self.pts[b][:, None] + v[nm][self.is_penta.astype(int)]
            else:
                cand = self.pts[b][:, None] + v[nm, f][None, :]
            np.maximum(best, cand, out=best)
        if f == 1:
            for row, face in self.penta_rows:
                best[row] = self.joker_row(mask, face)
        return best

    def joker_row(self, mask: int, face: int) -> np.ndarray:
        """Best value over the Joker's legal boxes for a Penta of ``face`` (Penta holds 50)."""
        v = self.values
        u = self.upper
        b = face - 1
        if not mask >> b & 1:
            raw = u + 5 * face
            nu = np.minimum(UPPER_CAP, raw)
            bonus = np.where((u < UPPER_CAP) & (raw >= UPPER_CAP), UPPER_BONUS, 0)
            return PENTA_BONUS + 5 * face + bonus + v[mask | 1 << b, 1][nu]
        best = np.full(UPPER_CAP + 1, -np.inf)
        roll = (face,) * 5
        lower_open = [x for x in LOWER_JOKER_BOXES if not mask >> x & 1]
        for x in lower_open:
            best = np.maximum(best, PENTA_BONUS + joker_points(x, roll) + v[mask | 1 << x, 1])
        if JOKER_UPPER_ZERO_ALWAYS or not lower_open:
            for x in range(6):
                if not mask >> x & 1:
                    best = np.maximum(best, PENTA_BONUS + v[mask | 1 << x, 1])
        return best

    def solve_mask(self, mask: int) -> None:
        """Fill ``values[mask]`` from the already solved successor masks."""
        fs = (0, 1) if mask >> PENTA & 1 else (0,)
        final = np.concatenate([self.box_layer(mask, f) for f in fs], axis=1)
        start = self.turn_value(final)
        for i, f in enumerate(fs):
            self.values[mask, f] = start[i * 64 : (i + 1) * 64]
        if len(fs) == 1:
            self.values[mask, 1] = self.values[mask, 0]

    def solve(self, masks: list[int] | None = None, progress: bool = True) -> None:
        """Solve every mask (or only ``masks``, whose successors must already be solved)."""
        todo = masks if masks is not None else list(range(FULL_MASK - 1, -1, -1))
        t0 = time.perf_counter()
        for n, mask in enumerate(todo):
            self.solve_mask(mask)
            if progress and n % 512 == 0:
                print(
                    f"  {n:5d}/{len(todo)} masks, {time.perf_counter() - t0:6.1f} s",
                    flush=True,
                )


# --------------------------------------------------------------------------- checks


def single_box_value(box: int, f: int = 0) -> float:
    """Value of a card where only ``box`` is open (upper total 0), by the solver."""
    solver = Solver()
    mask = FULL_MASK & ~(1 << box)
    solver.solve([mask], progress=False)
    return float(solver.values[mask, f, 0])


def self_check() -> None:
    """Tiny sub-problems with known closed-form answers."""
    p_one = 1 - (5 / 6) ** 3  # a die shows a given face within three tries
    checks = {
        "Ones only": (single_box_value(0), 5 * p_one),
        "Sixes only": (single_box_value(5), 30 * p_one),
        "Chance only": (single_box_value(CHANCE), 70 / 3),  # keep 5-6, then 4-6: 5 x 14/3
        "Penta only": (single_box_value(PENTA), 50 * 2783176 / 6**10),  # P(Penta in 3 rolls)
    }
    for name, (got, want) in checks.items():
        status = "ok" if abs(got - want) < 1e-9 else "MISMATCH"
        print(f"  {name:12s} {got:10.5f}  expected {want:10.5f}  {status}")
        if status != "ok":
            raise SystemExit(1)


# --------------------------------------------------------------------------- output


def reachable_upper(mask: int) -> np.ndarray:
    """Boolean[64]: capped upper totals reachable with the filled upper boxes of ``mask``."""
    totals = {0}
    for b in range(6):
        if mask >> b & 1:
            totals = {min(UPPER_CAP, t + k * (b + 1)) for t in totals for k in range(6)}
    out = np.zeros(UPPER_CAP + 1, dtype=bool)
    out[sorted(totals)] = True
    return out


def write_table(values: np.ndarray, seconds: float) -> None:
    """Write the float32 table, zlib-compressed, and its JSON header."""
    table = values.astype("<f4").copy()
    for mask in range(1 << N_BOXES):
        # unreachable states are never queried: store zeros, they compress to nothing
        table[mask][:, ~reachable_upper(mask)] = 0.0
        if not mask >> PENTA & 1:
            table[mask, 1] = 0.0  # f only exists once the Penta box is filled
    raw = table.tobytes()
    packed = zlib.compress(raw, 9)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    (OUT_DIR / "state_values.bin").write_bytes(packed)
    header = {
        "format_version": FORMAT_VERSION,
        "rules_version": RULES_VERSION,
        "description": "Yams optimal-play expected future points per turn-start state",
        "compression": "zlib",
        "dtype": "float32-le",
        "shape": [1 << N_BOXES, 2, UPPER_CAP + 1],
        "index": "(mask * 2 + penta_holds_50) * 64 + min(upper_total, 63)",
        "box_bits": BOX_NAMES,
        "unreachable_states": "stored as 0; penta_holds_50 = 1 only when the PENTA bit is set",
        "joker_upper_zero_always": JOKER_UPPER_ZERO_ALWAYS,
        "start_value": float(values[0, 0, 0]),
        "start_value_float32": float(table[0, 0, 0]),
        "raw_bytes": len(raw),
        "sha256_raw": hashlib.sha256(raw).hexdigest(),
        "build_seconds": round(seconds, 1),
    }
    (OUT_DIR / "state_values.json").write_text(json.dumps(header, indent=2) + "\n")
    print(f"wrote {OUT_DIR / 'state_values.bin'}: {len(packed)} bytes ({len(raw)} raw)")


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only run the tiny self-checks")
    args = parser.parse_args(argv)
    print("self-check on single-box cards:")
    self_check()
    if args.check:
        return 0
    t0 = time.perf_counter()
    solver = Solver()
    print("solving 8191 masks ...")
    solver.solve()
    seconds = time.perf_counter() - t0
    print(f"solved in {seconds:.1f} s; E(empty card) = {solver.values[0, 0, 0]:.4f}")
    write_table(solver.values, seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
