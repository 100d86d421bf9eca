"""Yams scoring: the thirteen boxes, the Joker and the scorecard (pure, no I/O, no randomness).

Dice are five ints in 1..6, in any order; a roll is scored the same whatever the order.
The rulings of ``RULES.md`` applied here:

* Y1 ``SIXES`` is the sum of the sixes (every upper box counts the dice of its face).
* Y3 three / four of a kind need at least 3 (4) equal dice and score the sum of all five.
* Y4 a Full is exactly three of one value and two of another (25); five equal dice are a
  Full only through the Joker.
* Y5 small straight (four in a row) 30, large straight (five in a row) 40.
* Y6 while the Penta box is open a Penta is an ordinary roll (Full 0, straights 0).
* Y7 when the Penta box holds 50 every new Penta earns 100 and the Joker forces, in order:
  the upper box of its face if open; else any open lower box (Full 25, small 30, large 40,
  three / four of a kind and chance the sum); else any open upper box for 0.
* Y8 when the Penta box holds 0 a Penta is an ordinary roll, without bonus.
* Y11 any open box may take any roll, even for 0 (a sacrifice).
* Y12 35 bonus when the upper boxes total 63 or more.
* Y13 TOTAL = upper + upper bonus + lower + Penta bonuses.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

DICE_COUNT = 5
"""Dice rolled in a Yams turn."""

FACES = (1, 2, 3, 4, 5, 6)
"""The faces of a die."""

FULL_HOUSE_POINTS = 25
"""Full (Y4)."""

SMALL_STRAIGHT_POINTS = 30
"""Suită mică (Y5)."""

LARGE_STRAIGHT_POINTS = 40
"""Suită mare (Y5)."""

PENTA_POINTS = 50
"""Five equal dice in the Penta box."""

PENTA_BONUS = 100
"""Earned by every further Penta while the Penta box holds 50 (Y7)."""

UPPER_BONUS = 35
"""Earned when the six upper boxes reach :data:`UPPER_BONUS_THRESHOLD` (Y12)."""

UPPER_BONUS_THRESHOLD = 63
"""Three dice of every face: 3 × (1 + 2 + … + 6)."""

_SMALL_RUNS = (frozenset({1, 2, 3, 4}), frozenset({2, 3, 4, 5}), frozenset({3, 4, 5, 6}))
_LARGE_RUNS = (frozenset({1, 2, 3, 4, 5}), frozenset({2, 3, 4, 5, 6}))

Dice = tuple[int, ...]
"""Five validated dice values."""


class Box(Enum):
    """The thirteen boxes of the scorecard, in the scorecard's order (values 0..12)."""

    ONES = 0
    TWOS = 1
    THREES = 2
    FOURS = 3
    FIVES = 4
    SIXES = 5
    THREE_OF_A_KIND = 6
    FOUR_OF_A_KIND = 7
    FULL_HOUSE = 8
    SMALL_STRAIGHT = 9
    LARGE_STRAIGHT = 10
    CHANCE = 11
    PENTA = 12

    @property
    def id(self) -> str:
        """Stable lowercase identifier used in saved games (``"full_house"``)."""
        return self.name.lower()

    @property
    def key(self) -> str:
        """Locale key of the box's name (``"yams.box.full_house"`` → "Full")."""
        return f"yams.box.{self.id}"

    @property
    def is_upper(self) -> bool:
        """True for the six boxes of the upper part (Asuri … Șase)."""
        return self.value < 6

    @property
    def face(self) -> int | None:
        """The die face an upper box counts (1..6); None for a lower box."""
        return self.value + 1 if self.is_upper else None

    @classmethod
    def from_id(cls, box_id: str) -> Box:
        """The box named by :attr:`id`; an unknown name raises ValueError."""
        try:
            return cls[box_id.upper()]
        except KeyError:
            raise ValueError(f"unknown Yams box {box_id!r}") from None

    @classmethod
    def upper(cls, face: int) -> Box:
        """The upper box counting ``face`` (1 → ONES … 6 → SIXES)."""
        if face not in FACES:
            raise ValueError(f"no upper box for face {face!r}")
        return cls(face - 1)


UPPER_BOXES: tuple[Box, ...] = tuple(b for b in Box if b.is_upper)
"""Asuri … Șase."""

LOWER_BOXES: tuple[Box, ...] = tuple(b for b in Box if not b.is_upper)
"""Trei de un fel … Penta."""

# The hot paths (the optimal player's look-ahead, the tests' solvers) index boxes by number:
# iterating the Enum class or reading ``Box.value`` costs a descriptor call each time.
_BOXES: tuple[Box, ...] = tuple(Box)
_UPPER_COUNT = len(UPPER_BOXES)  # the upper boxes are numbers 0..5
_PENTA_INDEX = Box.PENTA.value


class IllegalBoxError(ValueError):
    """The roll may not be recorded in that box now (filled, or excluded by the Joker).

    ``key`` is a locale message key, ``params`` its named values; the engine turns this
    into its own :class:`game.engine.errors.IllegalActionError`.
    """

    def __init__(self, key: str, box: Box) -> None:
        self.key = key
        self.box = box
        self.params: dict[str, object] = {"box": box.id}
        super().__init__(f"{key} ({box.id})")


def check_dice(dice: Iterable[int]) -> Dice:
    """Return ``dice`` as a tuple after checking it is five ints in 1..6 (else ValueError)."""
    values = tuple(dice)
    if len(values) != DICE_COUNT:
        raise ValueError(f"a Yams roll has {DICE_COUNT} dice, got {len(values)}: {values!r}")
    for value in values:
        if type(value) is int and 0 < value < 7:
            continue  # the usual case, answered without the checks below
        if isinstance(value, bool) or not isinstance(value, int) or value not in FACES:
            raise ValueError(f"a die shows 1..6, got {value!r} in {values!r}")
    return values


def _check_box(box: object) -> Box:
    if not isinstance(box, Box):
        raise ValueError(f"unknown Yams box {box!r}")
    return box


def is_penta(dice: Iterable[int]) -> bool:
    """True when the five dice are equal."""
    return len(set(check_dice(dice))) == 1


def score(box: Box, dice: Iterable[int]) -> int:
    """Points of ``dice`` in ``box`` by the ordinary rules, without the Joker (Y1, Y3–Y6)."""
    return _points(_check_box(box), tuple(sorted(check_dice(dice))))


@functools.cache
def _points(box: Box, values: Dice) -> int:
    """:func:`score` of checked dice in ascending order (a roll's points depend only on its
    faces, so each of the 252 rolls is scored once per box)."""
    counts = Counter(values)
    face = box.face
    if face is not None:
        return face * counts[face]
    most = max(counts.values())
    distinct = set(values)
    if box is Box.THREE_OF_A_KIND:
        return sum(values) if most >= 3 else 0
    if box is Box.FOUR_OF_A_KIND:
        return sum(values) if most >= 4 else 0
    if box is Box.FULL_HOUSE:
        return FULL_HOUSE_POINTS if sorted(counts.values()) == [2, 3] else 0
    if box is Box.SMALL_STRAIGHT:
        return SMALL_STRAIGHT_POINTS if any(r <= distinct for r in _SMALL_RUNS) else 0
    if box is Box.LARGE_STRAIGHT:
        return LARGE_STRAIGHT_POINTS if any(r == distinct for r in _LARGE_RUNS) else 0
    if box is Box.CHANCE:
        return sum(values)
    return PENTA_POINTS if most == DICE_COUNT else 0


def counting_dice(box: Box, dice: Iterable[int]) -> frozenset[int]:
    """The positions of the dice that make ``dice``'s points in ``box`` (:func:`score`): an
    upper box's dice of its face; the four of a small straight's run (one die of each face);
    all five where the box adds them all or scores their whole pattern; none for 0. The rules
    page lights these in its examples and dims the others."""
    box = _check_box(box)
    values = check_dice(dice)
    if not score(box, values):
        return frozenset()
    if box.face is not None:
        return frozenset(i for i, v in enumerate(values) if v == box.face)
    if box is Box.SMALL_STRAIGHT:
        run = next(r for r in _SMALL_RUNS if r <= set(values))
        return frozenset(values.index(face) for face in run)
    return frozenset(range(len(values)))


def pattern_dice(box: Box, dice: Iterable[int]) -> frozenset[int]:
    """The positions of the dice that make ``box``'s pattern in ``dice``: a "Trei de un fel"'s
    three of one face (the first three), a "Careu"'s four; else :func:`counting_dice` (an
    upper box's face, a small straight's run, all five of a Full, a large straight, a Penta
    or a Chance; none for 0). The rules page lights these (round 79, S66: critic cC78 read
    "Trei de un fel" and "Careu" unlit)."""
    box = _check_box(box)
    values = check_dice(dice)
    need = {Box.THREE_OF_A_KIND: 3, Box.FOUR_OF_A_KIND: 4}.get(box)
    if need is None or not score(box, values):
        return counting_dice(box, values)
    face = next(v for v, n in Counter(values).most_common() if n >= need)
    return frozenset([i for i, v in enumerate(values) if v == face][:need])


def joker_score(box: Box, dice: Iterable[int]) -> int:
    """Points of a Penta used as a Joker in a lower box (Y7): fixed values or the sum."""
    box = _check_box(box)
    values = check_dice(dice)
    if box is Box.FULL_HOUSE:
        return FULL_HOUSE_POINTS
    if box is Box.SMALL_STRAIGHT:
        return SMALL_STRAIGHT_POINTS
    if box is Box.LARGE_STRAIGHT:
        return LARGE_STRAIGHT_POINTS
    return score(box, values)


@functools.cache
def possible_points(box: Box) -> frozenset[int]:
    """Every value ``box`` can ever hold: its score or Joker score of some roll, or 0 (Y11).

    Computed once per box from all 252 rolls (a saved card is checked against it).
    """
    box = _check_box(box)
    values = {0}
    for dice in itertools.combinations_with_replacement(FACES, DICE_COUNT):
        values.add(score(box, dice))
        if len(set(dice)) == 1 and not box.is_upper:
            values.add(joker_score(box, dice))
    return frozenset(values)


MAX_BONUS_PENTAS = len(Box) - 1
"""At most one Penta bonus per box filled after the Penta box (Y7)."""


@functools.cache
def max_total() -> int:
    """The highest TOTAL a card can reach (every box at its best, every bonus earned)."""
    best = sum(max(possible_points(box)) for box in Box)
    return best + UPPER_BONUS + PENTA_BONUS * MAX_BONUS_PENTAS


@dataclass(frozen=True)
class Scorecard:
    """One player's scorecard: the thirteen boxes and the Penta bonuses earned.

    Immutable: :meth:`record` returns a new card. ``boxes`` holds, in :class:`Box` order,
    the points of each filled box or None for an open one; ``bonus_pentas`` counts the
    Pentas that earned :data:`PENTA_BONUS` (Y7).
    """

    boxes: tuple[int | None, ...] = (None,) * len(Box)
    bonus_pentas: int = 0

    def __post_init__(self) -> None:
        if len(self.boxes) != len(_BOXES):
            raise ValueError(f"a scorecard has {len(_BOXES)} boxes, got {len(self.boxes)}")
        for box, points in zip(_BOXES, self.boxes, strict=True):
            if points is None or type(points) is int and points >= 0:
                continue
            if isinstance(points, bool) or not isinstance(points, int) or points < 0:
                raise ValueError(f"bad points {points!r} in box {box.id}")
        if isinstance(self.bonus_pentas, bool) or not isinstance(self.bonus_pentas, int):
            raise ValueError(f"bad Penta bonus count {self.bonus_pentas!r}")
        if self.bonus_pentas < 0:
            raise ValueError(f"negative Penta bonus count {self.bonus_pentas!r}")
        if self.bonus_pentas and self.boxes[_PENTA_INDEX] != PENTA_POINTS:
            raise ValueError("Penta bonuses need 50 in the Penta box")

    # ---- per-box points -------------------------------------------------------------

    def points(self, box: Box) -> int | None:
        """Points recorded in ``box``, or None while it is open."""
        return self.boxes[_check_box(box).value]

    @property
    def filled(self) -> dict[Box, int]:
        """The filled boxes and their points, in scorecard order."""
        return {b: p for b, p in zip(_BOXES, self.boxes, strict=True) if p is not None}

    def is_open(self, box: Box) -> bool:
        """True while ``box`` has not been used."""
        return self.points(box) is None

    @property
    def open_boxes(self) -> tuple[Box, ...]:
        """The boxes still open, in scorecard order."""
        return tuple(b for b, p in zip(_BOXES, self.boxes, strict=True) if p is None)

    @property
    def is_complete(self) -> bool:
        """True once all thirteen boxes are filled (the player's 13 turns are over, Y13)."""
        return None not in self.boxes

    @property
    def turns_played(self) -> int:
        """Number of filled boxes: one per turn played."""
        return len(self.boxes) - self.boxes.count(None)

    # ---- totals (Y12, Y13) ----------------------------------------------------------

    @property
    def upper_total(self) -> int:
        """Sum of the six upper boxes ("Total sus")."""
        return sum(filter(None, self.boxes[:_UPPER_COUNT]))

    @property
    def upper_bonus(self) -> int:
        """35 when the upper boxes total 63 or more, else 0 (Y12)."""
        return UPPER_BONUS if self.upper_total >= UPPER_BONUS_THRESHOLD else 0

    @property
    def lower_total(self) -> int:
        """Sum of the seven lower boxes, Penta box included ("Total jos")."""
        return sum(filter(None, self.boxes[_UPPER_COUNT:]))

    @property
    def penta_bonus(self) -> int:
        """The Penta bonuses earned: 100 per further Penta (Y7, "Bonus Penta")."""
        return PENTA_BONUS * self.bonus_pentas

    @property
    def total(self) -> int:
        """TOTAL = upper + upper bonus + lower + Penta bonuses (Y13)."""
        return self.upper_total + self.upper_bonus + self.lower_total + self.penta_bonus

    # ---- what a roll may do ---------------------------------------------------------

    def joker_active(self, dice: Iterable[int]) -> bool:
        """True when ``dice`` is a Penta and the Penta box holds 50: bonus and Joker (Y7)."""
        return is_penta(dice) and self.points(Box.PENTA) == PENTA_POINTS

    def options(self, dice: Iterable[int]) -> dict[Box, int]:
        """Exactly the boxes this roll may go in, with their points (Joker applied).

        Without the Joker every open box is legal (Y11); with it (Y7) the upper box of the
        Penta's face is the only key when open, else the open lower boxes, else the open
        upper boxes for 0. A complete card gives an empty dict.
        """
        values = check_dice(dice)
        roll = tuple(sorted(values))
        open_boxes = self.open_boxes
        # the Joker (as joker_active): a Penta while the Penta box holds 50
        if roll[0] != roll[-1] or self.boxes[_PENTA_INDEX] != PENTA_POINTS:
            return {b: _points(b, roll) for b in open_boxes}
        forced = _BOXES[roll[0] - 1]  # Box.upper of the Penta's face
        if forced in open_boxes:
            return {forced: _points(forced, roll)}
        lower = [b for b in open_boxes if not b.is_upper]
        if lower:
            return {b: joker_score(b, values) for b in lower}
        return {b: 0 for b in open_boxes}

    def all_options_zero(self, dice: Iterable[int]) -> bool:
        """True when every legal box gives 0: the sacrifice message must show (Y11)."""
        opts = self.options(dice)
        return bool(opts) and not any(opts.values())

    def penta_bonus_for(self, dice: Iterable[int]) -> int:
        """The bonus recording ``dice`` would earn: 100 when the Joker is active, else 0."""
        return PENTA_BONUS if self.joker_active(dice) else 0

    def record(self, box: Box, dice: Iterable[int]) -> Scorecard:
        """Return the card with ``dice`` recorded in ``box`` (and any Penta bonus earned).

        Raises IllegalBoxError (``error.yams.box_filled`` or ``error.yams.box_not_allowed``)
        when the box is not a legal option, ValueError for bad dice or an unknown box.
        """
        box = _check_box(box)
        values = check_dice(dice)
        opts = self.options(values)
        if box not in opts:
            key = "error.yams.box_filled" if not self.is_open(box) else "error.yams.box_not_allowed"
            raise IllegalBoxError(key, box)
        boxes = list(self.boxes)
        boxes[box.value] = opts[box]
        # the Joker (as joker_active, the dice already checked)
        joker = len(set(values)) == 1 and self.boxes[_PENTA_INDEX] == PENTA_POINTS
        bonus = self.bonus_pentas + (1 if joker else 0)
        return Scorecard(boxes=tuple(boxes), bonus_pentas=bonus)

    # ---- JSON -----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Return the card as a JSON-able dict (box ids → points or None)."""
        return {
            "boxes": {b.id: p for b, p in zip(Box, self.boxes, strict=True)},
            "bonus_pentas": self.bonus_pentas,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Scorecard:
        """Rebuild a card from :meth:`to_dict` output; bad data raises ValueError."""
        raw = data["boxes"]
        if not isinstance(raw, Mapping):
            raise ValueError("scorecard boxes must be a mapping")
        boxes: list[int | None] = [None] * len(Box)
        for box_id, points in raw.items():
            boxes[Box.from_id(str(box_id)).value] = points
        return cls(boxes=tuple(boxes), bonus_pentas=data.get("bonus_pentas", 0))

    @classmethod
    def from_points(cls, points: Mapping[Box, int], bonus_pentas: int = 0) -> Scorecard:
        """Build a card with the given boxes filled (handy for tests and puzzles)."""
        boxes: list[int | None] = [None] * len(Box)
        for box, value in points.items():
            boxes[_check_box(box).value] = value
        return cls(boxes=tuple(boxes), bonus_pentas=bonus_pentas)

