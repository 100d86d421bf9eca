"""The "Expert" Yams player: optimal expected-score play from a precomputed table.

``tools/build_yams_table.py`` solves Yams by backward induction (numpy, at build time only)
and stores, for every turn-start state, the expected sum of the points still to come under
optimal play. A state is ``(filled boxes, upper total capped at 63, Penta box holds 50)``;
the table is ``assets/yams/state_values.bin`` (zlib-compressed little-endian float32,
index ``(mask * 2 + f) * 64 + upper``) described by ``state_values.json``.

At run time this module is pure Python: it loads the table lazily (``array`` + ``zlib``), and
for a decision re-solves only the rest of the current turn against the table:

* after the last roll, :func:`choose_box` maximises, over ``card.options(dice)``, the points
  and bonuses gained (``successor.total - card.total``, from the real
  :meth:`Scorecard.record`) plus the table value of the successor;
* :func:`choose_keep` compares stopping now with every kept sub-multiset, whose value is the
  probability-weighted best of the next roll(s).

Nothing is computed or read at import time.
"""

from __future__ import annotations

import hashlib
import json
import sys
import zlib
from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement, product
from operator import mul

from game.resources import asset_path
from game.rules.yams import (
    FULL_HOUSE_POINTS,
    LARGE_STRAIGHT_POINTS,
    PENTA_BONUS,
    PENTA_POINTS,
    SMALL_STRAIGHT_POINTS,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Box,
    Scorecard,
    check_dice,
    score,
)

TABLE_FILE = "state_values.bin"
"""The value table, under ``assets/yams/``."""

HEADER_FILE = "state_values.json"
"""Its JSON header (layout, dtype, start value, rules version)."""

FORMAT_VERSION = 1
"""The table layout this module reads."""

UPPER_CAP = UPPER_BONUS_THRESHOLD
"""Upper totals are tracked up to 63: beyond it only "bonus earned" matters."""

_N_BOXES = len(Box)
_FULL_MASK = (1 << _N_BOXES) - 1
_PENTA_BIT = Box.PENTA.value
_JOKER_LOWER = (
    Box.THREE_OF_A_KIND.value,
    Box.FOUR_OF_A_KIND.value,
    Box.FULL_HOUSE.value,
    Box.SMALL_STRAIGHT.value,
    Box.LARGE_STRAIGHT.value,
    Box.CHANCE.value,
)
# the 252 five-dice keeps come last in the keep order (sizes 0..4 hold 210 keeps)
_FIVE_DICE_OFFSET = 1 + 6 + 21 + 56 + 126
# keep values closer than this are ties (float rounding): then keep more dice / stop
_TIE = 1e-9

State = tuple[int, int, int]
"""A turn-start state: (filled-box mask, upper total capped at 63, Penta holds 50 ? 1 : 0)."""


class TableError(RuntimeError):
    """The value table is missing, damaged or built for another layout."""


@dataclass(frozen=True)
class Hint:
    """The optimal action for a position and the expected final TOTAL after taking it.

    Exactly one of ``keep`` (dice values to keep before rerolling) and ``box`` (the box to
    write the dice in now) is set.
    """

    keep: tuple[int, ...] | None
    box: Box | None
    expected_total: float


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class _Table:
    values: array[float]
    header: dict[str, object]


@lru_cache(maxsize=1)
def _load() -> _Table:
    """The shipped table; a missing, unreadable or damaged file (of any shape) raises
    :class:`TableError`."""
    try:
        return _read_table()
    except TableError:
        raise
    except (OSError, ValueError, KeyError, TypeError, AttributeError, zlib.error,
            RecursionError) as error:
        raise TableError(f"the Yams table cannot be read: {error}") from error


@lru_cache(maxsize=1)
def table_available() -> bool:
    """True when the shipped table reads and checks; False when it is missing or damaged
    (then ``game.ai.yams`` plays the beginner's choices and gives no hint). Tried once."""
    try:
        _load()
    except TableError:
        return False
    return True


def _read_table() -> _Table:
    """The body of :func:`_load`, its errors not yet turned into TableError."""
    header = json.loads(asset_path("yams", HEADER_FILE).read_text(encoding="utf-8"))
    if not isinstance(header, dict):
        raise TableError("the Yams table's header is not an object")
    if header.get("format_version") != FORMAT_VERSION or header.get("dtype") != "float32-le":
        raise TableError(f"unsupported Yams table format: {header.get('format_version')!r}")
    raw = zlib.decompress(asset_path("yams", TABLE_FILE).read_bytes())
    if len(raw) != header["raw_bytes"] or hashlib.sha256(raw).hexdigest() != header["sha256_raw"]:
        raise TableError("the Yams value table does not match its header")
    values: array[float] = array("f")
    values.frombytes(raw)
    if sys.byteorder == "big":
        values.byteswap()
    if len(values) != (1 << _N_BOXES) * 2 * (UPPER_CAP + 1):
        raise TableError(f"the Yams value table has {len(values)} entries")
    return _Table(values, header)


def load_table() -> dict[str, object]:
    """Load the table now (it is otherwise loaded on first use) and return its header."""
    return dict(_load().header)


def start_value() -> float:
    """Expected final TOTAL of an empty card under optimal play (the solver's answer)."""
    return state_value((0, 0, 0))


def state_of(card: Scorecard) -> State:
    """The turn-start state of ``card``: filled mask, capped upper total, Penta holds 50."""
    mask = 0
    for box, points in zip(Box, card.boxes, strict=True):
        if points is not None:
            mask |= 1 << box.value
    holds_50 = 1 if card.boxes[_PENTA_BIT] == PENTA_POINTS else 0
    return mask, min(UPPER_CAP, card.upper_total), holds_50


def state_value(state: State) -> float:
    """Expected future points (box points and bonuses) from the start of a turn in ``state``."""
    mask, upper, f = state
    if mask == _FULL_MASK:
        return 0.0
    return float(_load().values[(mask * 2 + f) * (UPPER_CAP + 1) + upper])


def expected_score(card: Scorecard) -> float:
    """Expected final TOTAL of ``card`` under optimal play from the start of its next turn."""
    return card.total + state_value(state_of(card))


# --------------------------------------------------------------------------- dice tables


@dataclass(frozen=True)
class _Dice:
    rolls: tuple[tuple[int, ...], ...]  # 252 sorted rolls
    keeps: tuple[tuple[int, ...], ...]  # 462 sorted keeps, by size
    keep_index: dict[tuple[int, ...], int]
    outcomes: tuple[tuple[tuple[int, ...], tuple[float, ...]], ...]  # per keep: rolls, probs
    children: tuple[tuple[int, ...], ...]  # per keep: keeps with one die fewer
    face_counts: tuple[tuple[int, ...], ...]  # per face 1..6: its count in each roll
    points: tuple[tuple[int, ...], ...]  # per box: ordinary points of each roll
    pentas: tuple[tuple[int, int], ...]  # (roll index, face) of the six Pentas


@lru_cache(maxsize=1)
def _dice() -> _Dice:
    rolls = tuple(combinations_with_replacement(range(1, 7), 5))
    roll_index: dict[tuple[int, ...], int] = {r: i for i, r in enumerate(rolls)}
    keeps = tuple(k for n in range(6) for k in combinations_with_replacement(range(1, 7), n))
    keep_index = {k: i for i, k in enumerate(keeps)}
    by_size: dict[int, dict[tuple[int, ...], float]] = {}
    for n in range(6):
        probs: dict[tuple[int, ...], float] = {}
        for combo in product(range(1, 7), repeat=n):
            key = tuple(sorted(combo))
            probs[key] = probs.get(key, 0.0) + 6.0**-n
        by_size[n] = probs
    outcomes = []
    children = []
    for keep in keeps:
        dist: dict[int, float] = {}
        for extra, p in by_size[5 - len(keep)].items():
            r = roll_index[tuple(sorted(keep + extra))]
            dist[r] = dist.get(r, 0.0) + p
        outcomes.append((tuple(dist), tuple(dist.values())))
        kids = []
        for v in sorted(set(keep)):
            rest = list(keep)
            rest.remove(v)
            kids.append(keep_index[tuple(rest)])
        children.append(tuple(kids))
    return _Dice(
        rolls=rolls,
        keeps=keeps,
        keep_index=keep_index,
        outcomes=tuple(outcomes),
        children=tuple(children),
        face_counts=tuple(tuple(r.count(face) for r in rolls) for face in range(1, 7)),
        points=tuple(tuple(score(box, r) for r in rolls) for box in Box),
        pentas=tuple((i, r[0]) for i, r in enumerate(rolls) if len(set(r)) == 1),
    )


def _sub_keeps(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct sorted sub-multiset of ``dice`` (the empty keep and all five included)."""
    ordered = tuple(sorted(dice))
    found: set[tuple[int, ...]] = set()
    for bits in range(32):
        found.add(tuple(d for i, d in enumerate(ordered) if bits >> i & 1))
    return sorted(found, key=lambda k: (-len(k), k))


# --------------------------------------------------------------------------- one turn


@lru_cache(maxsize=256)
def _final_values(state: State) -> tuple[float, ...]:
    """Per roll: best over the legal boxes of points + bonuses + successor value.

    Mirrors :meth:`Scorecard.options` (Y6-Y8, Y11); tests check it against the real card.
    """
    _boxes, columns = _final_columns(state)
    best = list(columns[0]) if len(columns) == 1 else list(map(max, *columns))
    if state[2]:
        for row, face in _dice().pentas:
            best[row] = _joker_value(state[0], state[1], face)
    return tuple(best)


def _final_columns(
    state: State,
) -> tuple[list[int], list[list[float] | tuple[float, ...]]]:
    """The open boxes' bit numbers and, per box, its value for every roll (Joker aside)."""
    mask, upper, f = state
    d = _dice()
    table = _load().values
    stride = UPPER_CAP + 1
    boxes: list[int] = []
    columns: list[list[float] | tuple[float, ...]] = []
    for b in range(_N_BOXES):
        if mask >> b & 1:
            continue
        boxes.append(b)
        nm = mask | 1 << b
        if b < 6:
            face = b + 1
            base = (nm * 2 + f) * stride
            by_count = []
            for c in range(6):
                raw = upper + c * face
                bonus = UPPER_BONUS if upper < UPPER_CAP <= raw else 0
                by_count.append(c * face + bonus + table[base + min(UPPER_CAP, raw)])
            columns.append([by_count[c] for c in d.face_counts[b]])
        elif b == _PENTA_BIT:
            # the Penta box is open, so f == 0; a Penta makes it hold 50
            v0 = table[(nm * 2) * stride + upper]
            v1 = PENTA_POINTS + table[(nm * 2 + 1) * stride + upper]
            columns.append([v1 if p else v0 for p in d.points[b]])
        else:
            successor = table[(nm * 2 + f) * stride + upper]
            columns.append([p + successor for p in d.points[b]])
    return boxes, columns


def _joker_value(mask: int, upper: int, face: int) -> float:
    """Best value of a Penta of ``face`` when the Penta box holds 50 (the Joker, Y7)."""
    table = _load().values
    stride = UPPER_CAP + 1
    b = face - 1
    if not mask >> b & 1:
        raw = upper + 5 * face
        bonus = UPPER_BONUS if upper < UPPER_CAP <= raw else 0
        nm = mask | 1 << b
        return PENTA_BONUS + 5 * face + bonus + table[(nm * 2 + 1) * stride + min(UPPER_CAP, raw)]
    fixed = {
        Box.FULL_HOUSE.value: FULL_HOUSE_POINTS,
        Box.SMALL_STRAIGHT.value: SMALL_STRAIGHT_POINTS,
        Box.LARGE_STRAIGHT.value: LARGE_STRAIGHT_POINTS,
    }
    lower = [x for x in _JOKER_LOWER if not mask >> x & 1]
    if lower:
        return max(
            PENTA_BONUS + fixed.get(x, 5 * face) + table[((mask | 1 << x) * 2 + 1) * stride + upper]
            for x in lower
        )
    return max(
        PENTA_BONUS + table[((mask | 1 << x) * 2 + 1) * stride + upper]
        for x in range(6)
        if not mask >> x & 1
    )


def _keep_values(final: tuple[float, ...] | list[float]) -> list[float]:
    """Per keep: expected ``final`` of the roll that follows it."""
    return [
        float(sum(map(mul, probs, map(final.__getitem__, rows))))
        for rows, probs in _dice().outcomes
    ]


@lru_cache(maxsize=256)
def _one_roll_left(state: State) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(value of each keep with one roll to come, value of each roll seen with one roll left)."""
    d = _dice()
    e1 = _keep_values(_final_values(state))
    best = list(e1)
    for k, kids in enumerate(d.children):
        for c in kids:
            if best[c] > best[k]:
                best[k] = best[c]
    return tuple(e1), tuple(best[_FIVE_DICE_OFFSET:])


def _keep_value(state: State, keep: tuple[int, ...], rolls_left: int) -> float:
    """Expected future points (this turn included) of keeping ``keep`` and rerolling the rest."""
    d = _dice()
    e1, w2 = _one_roll_left(state)
    k = d.keep_index[keep]
    if rolls_left == 1:
        return e1[k]
    rows, probs = d.outcomes[k]
    return float(sum(map(mul, probs, map(w2.__getitem__, rows))))


def _best_keep(
    card: Scorecard, dice: tuple[int, ...], rolls_left: int
) -> tuple[tuple[int, ...], float]:
    """The best keep (all five = stop) and its expected future points from this turn."""
    state = state_of(card)
    final = _final_values(state)
    ordered = tuple(sorted(dice))
    best_keep = ordered
    best = final[_dice().keep_index[ordered] - _FIVE_DICE_OFFSET]
    for keep in _sub_keeps(ordered):
        if len(keep) == 5:
            continue
        value = _keep_value(state, keep, rolls_left)
        if value > best + _TIE:
            best_keep, best = keep, value
    return best_keep, best


# --------------------------------------------------------------------------- public API


def _check_card(card: Scorecard) -> None:
    if card.is_complete:
        raise ValueError("the scorecard is complete: no box is open")


def _check_rolls_left(rolls_left: int) -> None:
    if rolls_left not in (0, 1, 2):
        raise ValueError(f"rolls_left is 0, 1 or 2, got {rolls_left!r}")


def box_values(card: Scorecard, dice: Iterable[int]) -> dict[Box, float]:
    """For each legal box: expected final TOTAL after writing ``dice`` there and playing on."""
    values = check_dice(dice)
    result = {}
    for box in card.options(values):
        successor = card.record(box, values)
        result[box] = successor.total + state_value(state_of(successor))
    return result


def choose_box(card: Scorecard, dice: Iterable[int]) -> Box:
    """The optimal box for ``dice``: always a key of ``card.options(dice)``; ties go first."""
    _check_card(card)
    values = box_values(card, dice)
    return max(values, key=lambda b: (values[b], -b.value))


def choose_keep(card: Scorecard, dice: Iterable[int], rolls_left: int) -> tuple[int, ...]:
    """The optimal dice values to keep before rerolling (sorted); all five means "stop".

    ``rolls_left`` is 2 after the first roll, 1 after the second; 0 returns all five.
    """
    values = check_dice(dice)
    _check_rolls_left(rolls_left)
    _check_card(card)
    if rolls_left == 0:
        return tuple(sorted(values))
    return _best_keep(card, values, rolls_left)[0]


def hint(card: Scorecard, dice: Iterable[int], rolls_left: int) -> Hint:
    """The "Sugestie": what to keep (or which box to write now), and the expected TOTAL then."""
    values = check_dice(dice)
    _check_rolls_left(rolls_left)
    _check_card(card)
    if rolls_left:
        keep, future = _best_keep(card, values, rolls_left)
        if len(keep) < 5:
            return Hint(keep=keep, box=None, expected_total=card.total + future)
    scores = box_values(card, values)
    box = max(scores, key=lambda b: (scores[b], -b.value))
    return Hint(keep=None, box=box, expected_total=scores[box])


def aimed_box(card: Scorecard, dice: Iterable[int], rolls_left: int) -> Box:
    """The box the optimal line of play from ``dice`` most likely ends in (the "Sugestie"'s
    target): the optimal keeps are followed to the last roll, each final roll is written in
    :func:`choose_box`, and the box with the largest probability wins (ties: first box)."""
    values = check_dice(dice)
    _check_rolls_left(rolls_left)
    _check_card(card)
    d = _dice()
    finals: dict[tuple[int, ...], float] = {}
    layer: dict[tuple[int, ...], float] = {tuple(sorted(values)): 1.0}
    for left in range(rolls_left, -1, -1):
        keeps: dict[tuple[int, ...], float] = {}
        for roll, p in layer.items():
            keep = _best_keep(card, roll, left)[0] if left else roll
            if len(keep) == 5:
                finals[roll] = finals.get(roll, 0.0) + p
            else:
                keeps[keep] = keeps.get(keep, 0.0) + p
        layer = {}
        for keep, p in keeps.items():
            rows, probs = d.outcomes[d.keep_index[keep]]
            for row, q in zip(rows, probs, strict=True):
                layer[d.rolls[row]] = layer.get(d.rolls[row], 0.0) + p * q
    state = state_of(card)
    bits, columns = _final_columns(state)
    row_of = {roll: i for i, roll in enumerate(d.rolls)}
    jokers = {row for row, _face in d.pentas} if state[2] else set()
    weights: dict[Box, float] = {}
    for roll, p in finals.items():
        row = row_of[roll]
        if row in jokers:
            box = choose_box(card, roll)
        else:
            # the first of the best (as choose_box breaks ties)
            best = max(range(len(bits)), key=lambda i: (columns[i][row], -bits[i]))
            box = Box(bits[best])
        weights[box] = weights.get(box, 0.0) + p
    return max(weights, key=lambda b: (weights[b], -b.value))
