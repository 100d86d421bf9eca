"""The "Expert" 10 000 player: it plays to win the game, not to score points.

The value table
---------------
``tools/build_farkle_table.py`` solves two-player 10 000 (rules F1-F11) for the chance to
win of the player about to start a turn, ``P(i, j)``, from both banked totals (units of 50
points), when both players play to win (a shared place is not a win). It ships under
``assets/farkle/win_table.*`` as 16-bit fractions (error ≤ 8e-6), read here with
``array`` and ``zlib``, lazily (about 50 ms). The solve is exact up to its stated tolerance
(1e-6 per sweep) with one bound: within a turn, totals more than 8 000 points past the
target are banked (the opponent's chance to beat them in one turn is below 3e-4 there). The
table for 15 000 holds those of 10 000 and 5 000 as its corner (only the distances to the
target matter). The file also holds ``reach(r, n)`` (float32): the best chance to score
``r`` more units this turn rolling ``n`` dice next, the whole game in the last turn of the
last round (F11).

The file also holds the policy frontiers (uint16): for each ``(i, j)`` and dice count ``n``,
how far past ``i`` the mover may still roll ``n`` dice; from there up, rolling ``n`` dice
is worse than banking by more than 1e-9. They are computed by the build from the shipped
(rounded) values themselves, so they describe exactly the turns solved here.

Within a turn
-------------
Only turn-start values are shipped. For the mover at ``i`` against ``j`` this module
re-solves the turn once (pure Python, memoised per ``(target, i, j)``, a few ms; only from
the decision's points up, the levels below when a later question needs them): with
``k`` the total it would bank now and ``n`` the dice it would roll,

* banking is worth ``1 - P(j, k)`` below the target; at or past it (the last round starts)
  ``1 - reach(k - j + 1, 6)``, the opponent's last turn having to beat ``k``;
* rolling is worth ``R(k, n)``: a bust gives ``1 - P(j, i)``, otherwise the best choice of
  selection, each worth the better of banking and rolling on.

Every selection of the roll is a candidate (choices with fewer points and fewer dice are
skipped only where the turn values above were checked monotone, per dice count, which gives
the same answer as weighing them all). Only the states below their frontier are solved at once: the
others bank, so their worth is their bank value, and their roll value is computed when
asked. Where some dice counts bank at every total a roll can reach and banking gains with
points, a choice leaving such a count is worth no more than one with more points, so each
roll weighs few choices (:func:`dominates`). A table without frontiers (the tests' small
games) has every state solved. In the last round the mover plays for ``reach``: it rolls
until its turn beats the best total, then banks.

Solving a turn takes 1 to 25 ms (the longest where the opponent is within a turn of the
target: rolling on past it can be worse than stopping short, so fewer choices can be
skipped). The table does not let a decision wait for it: :func:`prepare` solves the turn of
the player to move a slice of a few milliseconds a frame from the moment the turn begins,
while the dice roll, and decisions then only read it.

Several opponents
-----------------
Exact for one opponent. With several, the Expert plays against the strongest one alone
(the highest total among the others, or the best total in the last round): a sound
approximation, since the others can only make winning harder.
"""

from __future__ import annotations

import hashlib
import json
import sys
import zlib
from array import array
from collections import Counter, OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from operator import mul
from time import perf_counter
from typing import TYPE_CHECKING

from game.ai.farkle_rolls import ALL_DICE as ALL_DICE
from game.ai.farkle_rolls import LEAVES as LEAVES
from game.ai.farkle_rolls import UNIT as UNIT
from game.ai.farkle_rolls import USUAL_PLANS as USUAL_PLANS
from game.ai.farkle_rolls import Choice as Choice
from game.ai.farkle_rolls import DicePlan as DicePlan
from game.ai.farkle_rolls import Getter as Getter
from game.ai.farkle_rolls import Groups as Groups
from game.ai.farkle_rolls import dice_plan as dice_plan
from game.ai.farkle_rolls import dice_plans as dice_plans
from game.ai.farkle_rolls import dominates as dominates
from game.ai.farkle_rolls import roll_choices as roll_choices
from game.ai.farkle_rolls import roll_groups as roll_groups
from game.ai.farkle_rolls import roll_value as roll_value
from game.ai.farkle_rolls import top_points as top_points
from game.ai.farkle_rolls import warm_up as warm_up
from game.resources import asset_path
from game.rules.farkle import DICE_PER_TURN

if TYPE_CHECKING:
    from game.engine.farkle import FarkleGame

TABLE_FILE = "win_table.bin"
"""The table, under ``assets/farkle/``."""

HEADER_FILE = "win_table.json"
"""Its JSON header."""

FORMAT_VERSION = 2
"""The table layout this module reads."""

MONOTONE_SLACK = 1e-12
"""As in the build: a drop larger than this breaks the pruning of dominated choices."""

_UNSOLVED = float("nan")
"""A roll value not computed yet."""

_TIE = 1e-12
"""Values closer than this are equal (then bank if winning, roll if losing; more points)."""


class TableError(RuntimeError):
    """The win table is missing, damaged or built for another layout."""


@dataclass(frozen=True, eq=False)
class WinTable:
    """``P`` for the largest target (``size`` units) and the last-turn ``reach`` values.

    ``win_values[i * size + j]`` is ``P(i, j)``; ``reach_values[r * 6 + n - 1]`` is
    ``reach(r, n)`` for ``r < need_count`` (0 beyond). ``frontiers[(i * size + j) * 6 + n - 1]``
    ``frontiers[(n - 1) * size * size + i * size + j]`` (optional) is how far past ``i``
    the mover at ``i`` against ``j`` may still roll ``n`` dice: at every bankable total
    ``k >= i +`` that offset, rolling ``n`` dice is worth less than banking (by more than
    1e-9); without them every state of a turn is solved.
    """

    size: int
    need_cap: int
    need_count: int
    win_values: array[float]
    reach_values: array[float]
    frontiers: array[int] | None = None

    def frontier(self, target_units: int, i: int, j: int) -> tuple[int, ...] | None:
        """The six offsets of :attr:`frontiers` (dice 1 to 6) for ``(i, j)``, or None."""
        if self.frontiers is None:
            return None
        offset = self.size - target_units
        at, plane = (i + offset) * self.size + j + offset, self.size * self.size
        return tuple(self.frontiers[at + plane * n] for n in range(6))

    def win(self, target_units: int, i: int, j: int) -> float:
        """``P(i, j)`` for a game to ``target_units``: the mover at ``i`` against ``j``."""
        offset = self.size - target_units
        return self.win_values[(i + offset) * self.size + j + offset]

    def reach(self, needed: int, dice: int) -> float:
        """Best chance to score ``needed`` more units this turn, rolling ``dice`` next."""
        if needed <= 0:
            return 1.0
        if needed >= self.need_count:
            return 0.0
        return self.reach_values[needed * 6 + dice - 1]


@lru_cache(maxsize=1)
def load_table() -> WinTable:
    """Read ``assets/farkle/win_table.*`` (checked against its header's hash); a missing,
    unreadable or damaged file raises :class:`TableError`."""
    try:
        return _read_table()
    except TableError:
        raise
    except (OSError, ValueError, KeyError, TypeError, AttributeError, zlib.error,
            RecursionError) as error:  # a header of any shape (a list, a number) is damage
        raise TableError(f"the 10 000 table cannot be read: {error}") from error


@lru_cache(maxsize=1)
def table_available() -> bool:
    """True when :func:`load_table` reads the shipped table; False when it is missing or
    damaged (then the Expert plays as Normal and the hint is unavailable). Tried once."""
    try:
        load_table()
    except TableError:
        return False
    return True


def _read_table() -> WinTable:
    """The body of :func:`load_table`, its errors not yet turned into TableError."""
    header = json.loads(asset_path("farkle", HEADER_FILE).read_text(encoding="utf-8"))
    if not isinstance(header, dict):
        raise TableError("the 10 000 table's header is not an object")
    if header.get("format_version") != FORMAT_VERSION or header.get("dtype") != "uint16-le":
        raise TableError(f"unsupported 10 000 table format {header.get('format_version')!r}")
    raw = zlib.decompress(asset_path("farkle", TABLE_FILE).read_bytes())
    if len(raw) != header["raw_bytes"] or hashlib.sha256(raw).hexdigest() != header["sha256_raw"]:
        raise TableError("the 10 000 table does not match its header")
    size = int(header["target_units"])
    count = int(header["need_count"])
    reach_end = size * size * 2 + count * 6 * 4
    if (len(raw) != reach_end + size * size * 6 * 2 or header.get("reach_dtype") != "float32-le"
            or header.get("frontier_dtype") != "uint16-le"):
        raise TableError("the 10 000 table has the wrong size")
    stored: array[int] = array("H")
    stored.frombytes(raw[:size * size * 2])
    reach: array[float] = array("f")
    reach.frombytes(raw[size * size * 2:reach_end])
    frontiers: array[int] = array("H")
    frontiers.frombytes(raw[reach_end:])
    if sys.byteorder == "big":
        stored.byteswap()
        reach.byteswap()
        frontiers.byteswap()
    scale = 1.0 / int(header["scale"])
    return WinTable(size=size, need_cap=int(header["need_cap"]), need_count=count,
                    win_values=array("d", [v * scale for v in stored]),
                    reach_values=array("d", reach), frontiers=frontiers)


# --------------------------------------------------------------------------- one turn


class TurnValues:
    """The mover's chance to win at every point of one turn, from ``(i, j)`` to a target.

    ``bank(k)`` and ``roll(k, n)`` for a bankable total ``k`` (units, ``k >= i``) and ``n``
    dice to roll next. Solved from the cap down, lazily: only down to the lowest total asked
    for so far (points only grow within a turn, so a decision mid-turn never pays for the
    levels below it; asking lower resumes the same solve, so the values are the same). With
    the table's frontiers, only the states where rolling may beat banking are solved then,
    the others' roll values on demand (they bank: their worth is their bank value).
    """

    def __init__(self, table: WinTable, target: int, i: int, j: int, low: int | None = None
                 ) -> None:
        """Set up the turn of the mover at ``i`` against ``j`` (units below ``target``) and
        solve it down to ``low`` (default ``i``: the whole turn)."""
        self.target, self.i, self.j = target, i, j
        self.cap = cap = target + table.need_cap
        self.top = top = top_points()
        span = cap + top + 1 - i
        banks = [0.0] * span
        for k in range(i, cap + top + 1):
            if k < target:
                banks[k - i] = 1.0 - table.win(target, j, k)
            else:
                banks[k - i] = 1.0 - table.reach(k - j + 1, DICE_PER_TURN)
        front = table.frontier(target, i, j)
        # rolls[n] is solved at the levels below until[n]; it banks from there up
        self._until = until = [cap] * 7 if front is None else [0] + [min(cap, i + f)
                                                                     for f in front]
        high = max(until[1:])  # from here up, every state banks
        self._flat = [b for b in banks for _n in range(7)]  # W(k, n) at (k - i) * 7 + n
        self._rolls = [_UNSOLVED] * (span * 7)
        self.bust_value = 1.0 - table.win(target, j, i)
        # Choices are skipped where another is never worse (:func:`dominates`): for a dice
        # count whose values rise with points over the next ``top`` levels (and values
        # rise with dice there), and for one that banks at all those levels, where banking
        # never loses with more points. Per dice count, the lowest level so far where its
        # value drops with one more point (the forced banks past the cap may be worth
        # less), where a dice count rolls, and where bank(y + 1) < bank(y):
        far = cap + 2 * top + 2
        self._drops_at = drops_at = [cap] * 7
        self._dice_drop_at = far  # values that drop with more dice (from two up)
        self._rolled_at = [far] * 7
        drop_at = far
        for y in range(cap + top - 1, max(high, i) - 1, -1):
            if banks[y - i] > banks[y + 1 - i]:
                drop_at = y
                if y + 1 < cap and banks[y - i] > banks[y + 1 - i] + MONOTONE_SLACK:
                    drops_at[:] = [y] * 7
        self._drop_at = drop_at
        self._next = min(high, cap) - 1  # the next level to solve (down to i)
        self.banks = banks
        self._solve(i if low is None else max(i, low))

    def advance(self, deadline: float, low: int | None = None) -> bool:
        """Solve more of the turn, level by level from the top down to ``low`` (default: the
        whole turn), until done or until the clock (:func:`time.perf_counter`) passes
        ``deadline`` (one level takes under 0.5 ms); True once done. The values are those
        of a solve in one go."""
        low = self.i if low is None else max(self.i, low)
        if self._next >= low:
            self._solve(low, deadline)
        return self._next < low

    def _solve(self, low: int, deadline: float | None = None) -> None:
        """Solve the levels from :attr:`_next` down to ``low`` (or until ``deadline``)."""
        i, cap, top = self.i, self.cap, self.top
        banks, flat, rolls, until = self.banks, self._flat, self._rolls, self._until
        drops_at, rolled_at = self._drops_at, self._rolled_at
        dice_drop_at, drop_at = self._dice_drop_at, self._drop_at
        bust_value = self.bust_value
        window = top * 7 + 7
        for k in range(self._next, low - 1, -1):
            base = (k - i) * 7
            if banks[k + 1 - i] > banks[k + 2 - i]:
                drop_at = k + 1
            level = k + top
            rising = 0 if dice_drop_at <= level else sum(
                1 << a for a in range(1, 7) if drops_at[a] > level)
            banked = 0 if drop_at < level else sum(
                1 << a for a in range(1, 7) if rolled_at[a] > level)
            plans = dice_plans(rising, banked)
            bank = banks[k - i]
            seg = flat[base:base + window]
            for n in range(1, 7):
                if k >= until[n]:
                    continue  # it banks here: flat already holds the bank value
                bust, single_p, single_get, multis = plans[n]
                acc = bust * bust_value + sum(map(mul, single_p, single_get(seg)))
                for probs, getters in multis:
                    acc += sum(map(mul, probs, map(max, *[get(seg) for get in getters])))
                rolls[base + n] = acc
                if acc > bank:
                    flat[base + n] = seg[n] = acc
                    rolled_at[n] = k
            if (seg[2] > seg[3] + MONOTONE_SLACK or seg[3] > seg[4] + MONOTONE_SLACK
                    or seg[4] > seg[5] + MONOTONE_SLACK or seg[5] > seg[6] + MONOTONE_SLACK):
                dice_drop_at = k
            if k + 1 < cap:
                for n in range(1, 7):
                    if seg[n] > seg[n + 7] + MONOTONE_SLACK:
                        drops_at[n] = k
            if deadline is not None and perf_counter() >= deadline:
                low = k  # out of time: the next call resumes below this level
                break
        self._next = min(self._next, low - 1)
        self._dice_drop_at, self._drop_at = dice_drop_at, drop_at

    def bank(self, k: int) -> float:
        """Chance to win when banking a total of ``k`` units now."""
        return self.banks[k - self.i]

    def roll(self, k: int, n: int) -> float:
        """Chance to win when rolling ``n`` dice with ``k`` units bankable (none past the cap)."""
        if k >= self.cap:
            return -1.0
        if k <= self._next:
            self._solve(k)
        at = (k - self.i) * 7 + n
        value = self._rolls[at]
        if value != value:  # not solved yet: a state that banks, weighed every way
            seg = self._flat[at - n:at - n + self.top * 7 + 7]
            value = self._rolls[at] = roll_value(dice_plans(0, 0)[n], self.bust_value, seg)
        return value

    def start(self) -> float:
        """Chance to win at the start of the turn (the table's ``P(i, j)``, re-solved)."""
        return self.roll(self.i, DICE_PER_TURN)


TURN_CACHE_SIZE = 8
"""Solved turns kept (under 250 kB each): a game asks again only for the turn under way."""

_turn_cache: OrderedDict[tuple[WinTable, int, int, int], TurnValues] = OrderedDict()


def turn_values(target: int, i: int, j: int, table: WinTable | None = None,
                low: int | None = None) -> TurnValues:
    """The solved turn of the mover at ``i`` against ``j`` (units), memoised (least recently
    used first out, :data:`TURN_CACHE_SIZE` turns); ``table`` defaults to the shipped one.
    A new turn is solved down to ``low`` only (default: all of it; above the cap: none of it,
    for :meth:`TurnValues.advance`); lower levels are solved when asked for."""
    table = table or load_table()
    key = (table, target, i, j)
    turn = _turn_cache.get(key)
    if turn is None:
        turn = _turn_cache[key] = TurnValues(table, target, i, j, low)
        while len(_turn_cache) > TURN_CACHE_SIZE:
            _turn_cache.popitem(last=False)
    else:
        _turn_cache.move_to_end(key)
    return turn


# --------------------------------------------------------------------------- decisions


@dataclass(frozen=True)
class ExpertChoice:
    """What the Expert does now: the dice values to set aside, bank or roll, and the chance
    to win after doing it (the mover's chance now under best play)."""

    values: tuple[int, ...]
    bank: bool
    win_probability: float


@dataclass(frozen=True)
class Position:
    """The game as the Expert sees it: units, and ``need`` in the last round (else None)."""

    target: int
    own: int
    other: int
    turn: int
    need: int | None


def position(game: FarkleGame) -> Position:
    """Map ``game`` to the mover's position (the strongest opponent stands for all)."""
    me = game.current
    others = [t for p, t in enumerate(game.totals) if p != me]
    best_other = max(others, default=0)
    need = None
    if game.in_last_round:
        need = (best_other - game.totals[me]) // UNIT + 1
    return Position(target=game.target // UNIT, own=game.totals[me] // UNIT,
                    other=best_other // UNIT, turn=game.turn_points // UNIT, need=need)


UNSOLVED = 1 << 30
"""A ``low`` for :func:`turn_values` above every cap: the turn is set up, nothing solved."""


def prepare(game: FarkleGame, deadline: float, table: WinTable | None = None) -> bool:
    """Solve the current player's turn ahead of its decisions, from the top down to its
    points now, until the clock (:func:`time.perf_counter`) passes ``deadline``; True once
    :func:`choose` and :func:`win_probability` will only read it. A screen calls it once a
    frame with a few milliseconds to spare, so no decision ever solves a turn in one go."""
    if game.finished:
        return True
    pos = position(game)
    if pos.need is not None:
        return True  # the last round plays from ``reach`` alone
    turn = turn_values(pos.target, pos.own, pos.other, table, low=UNSOLVED)
    return turn.advance(deadline, pos.own + pos.turn)


def _turn(pos: Position, table: WinTable | None) -> TurnValues:
    """The mover's turn (memoised), solved from its current points up."""
    return turn_values(pos.target, pos.own, pos.other, table, low=pos.own + pos.turn)


def choose(game: FarkleGame, table: WinTable | None = None) -> ExpertChoice:
    """The Expert's move for the current roll of ``game`` (which must have been rolled).

    ``table`` replaces the shipped table (tests solve small games with their own).
    """
    roll = game.roll_dice
    if roll is None:
        raise ValueError("the turn has not been rolled yet: the only move is to roll")
    return choose_at(position(game), roll, table)


def choose_at(pos: Position, roll: tuple[int, ...], table: WinTable | None = None
              ) -> ExpertChoice:
    """The Expert's move for ``roll`` in position ``pos``: the selection of greatest value
    (equal values: banking when the value is at least 1/2, rolling below; then more points)."""
    k0 = pos.own + pos.turn
    reach = (table or load_table()).reach
    turn = None if pos.need is not None else _turn(pos, table)
    options: list[tuple[float, bool, int, tuple[int, ...]]] = []
    for (points, after), values in roll_choices(tuple(sorted(roll))).items():
        k = k0 + points
        if turn is None:
            got = k - pos.own
            need = pos.need or 0
            bank, roll_on = (1.0 if got >= need else 0.0), reach(need - got, after)
        else:
            bank, roll_on = turn.bank(k), turn.roll(k, after)
        # equal values (within the table's precision): bank when winning, roll when losing
        # (rolling never loses a chance there); in the last round never bank short
        banks = bank > roll_on + _TIE or abs(bank - roll_on) <= _TIE and bank >= 0.5
        options.append((bank if banks else roll_on, banks, points, values))
    if not options:
        raise ValueError(f"the roll {roll} scores nothing")
    top = max(o[0] for o in options)
    value, banks, _points, values = max((o for o in options if o[0] >= top - _TIE),
                                        key=lambda o: (o[1] == (top >= 0.5), o[2], o[3]))
    return ExpertChoice(values=values, bank=banks, win_probability=value)


def win_probability(game: FarkleGame, table: WinTable | None = None) -> float:
    """The mover's chance to win now under best play (Expert's estimate), 0..1."""
    if game.finished:
        raise ValueError("the game is over")
    if game.roll_dice is not None:
        return choose(game, table).win_probability
    pos = position(game)
    if pos.need is not None:
        return (table or load_table()).reach(pos.need - pos.turn, game.dice_to_roll)
    return _turn(pos, table).roll(pos.own + pos.turn, game.dice_to_roll)


def positions_of(roll: tuple[int, ...], values: tuple[int, ...]) -> frozenset[int]:
    """Positions of ``roll`` showing ``values`` (a sub-multiset), leftmost first."""
    wanted = Counter(values)
    chosen: set[int] = set()
    for index, value in enumerate(roll):
        if wanted[value] > 0:
            wanted[value] -= 1
            chosen.add(index)
    if sum(wanted.values()):
        raise ValueError(f"{values} is not part of the roll {roll}")
    return frozenset(chosen)
