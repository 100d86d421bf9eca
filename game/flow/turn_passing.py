"""The motion of a Yams turn passing (pure timing, no pygame).

As a box is scored the turn's dice leave the felt (:class:`DiceLeaving`: they are swept aside and
fade over :data:`PASS_SECONDS`), and the standings' rows flip to their new order in
their places (:class:`RowSlide`, over :data:`game.theme_table.YAMS_STANDINGS_SLIDE`, ruling
S44) instead of re-ranking in one frame; then the next player's entrance
(:mod:`game.flow.turn_entrance`) comes in, not before: while the dice leave the table
still shows the scored player's turn (:attr:`DiceLeaving.player`). Both are driven by the
table's clock (``dt``), so tests step them with a fake one. A new throw, an undo, a click, a
key or a stage ends the leaving at once. An undo plays the way back (:class:`UndoReturn`):
the undone box's points fade out of its cell and the dice rise back to their places, in
:data:`UNDO_RETURN_SECONDS`, ended at once by the next click or key.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.flow.turn_entrance import ease_out
from game.theme_table import YAMS_STANDINGS_FLAT, YAMS_STANDINGS_SLIDE

PASS_SECONDS = 0.35
"""How long the dice take to leave, at the normal animation speed."""

UNDO_RETURN_SECONDS = 0.25
"""How long an undo's way back takes (the dice rise back, the box's points fade out)."""


class BriefMotion:
    """A short motion's clock: started for some seconds, aged by ``dt``, done once it has
    lasted them or is cancelled (a click, a key, a new beat)."""

    def __init__(self, seconds: float) -> None:
        """Not moving; ``seconds``: its time at the normal animation speed."""
        self._age: float | None = None
        self._seconds = seconds
        self._normal = seconds

    def begin(self, factor: float = 1.0) -> None:
        """Start it again (``factor``: the animation speed)."""
        self._age, self._seconds = 0.0, self._normal / max(0.1, factor)

    def cancel(self) -> None:
        """A click, a key or a new beat: the motion ends at once."""
        self._age = None

    def update(self, dt: float) -> None:
        """Age it by ``dt`` seconds; done once it has lasted its time."""
        if self._age is not None:
            self._age += dt
            if self._age >= self._seconds:
                self._age = None

    @property
    def active(self) -> bool:
        """True while it still moves."""
        return self._age is not None

    @property
    def share(self) -> float:
        """How much of its time has gone, 0..1 (1 when not moving)."""
        return 1.0 if self._age is None else min(1.0, self._age / self._seconds)


class UndoReturn(BriefMotion):
    """An undo's way back: the undone box (``player``, ``box``, its ``points``) and a
    progress from 0 to 1, then done; the next click or key ends it (:meth:`cancel`)."""

    def __init__(self) -> None:
        """Nothing coming back."""
        super().__init__(UNDO_RETURN_SECONDS)
        self.player: int | None = None
        """Whose box was undone."""
        self.box: Any = None
        """The undone box."""
        self.points = 0
        """The points it had (fading out of its cell)."""

    def start(self, player: int, box: Any, points: int, factor: float = 1.0) -> None:
        """A box was undone: its points start to fade, its dice to come back."""
        self.begin(factor)
        self.player, self.box, self.points = player, box, points

    @property
    def progress(self) -> float:
        """0 at the undo, towards 1 as everything is back (eased out); 1 when idle."""
        return ease_out(self.share)

    def refuses(self, dice: Any, index: int) -> bool:
        """True (die ``index`` of ``dice`` shaken) while the undone dice glide back: a click
        on one is refused, nothing chosen or put back (round 78, hF94, ruling S48)."""
        if not (self.active and dice.gliding):
            return False
        dice.shake(index)
        return True


class DiceLeaving(BriefMotion):
    """The scored turn's dice leaving the felt: a progress from 0 to 1, then done."""

    def __init__(self) -> None:
        """Nothing leaving."""
        super().__init__(PASS_SECONDS)
        self._player: int | None = None
        self._still = 0.0

    def start(self, factor: float = 1.0, player: int | None = None,
              seconds: float = PASS_SECONDS, still: float = 0.0) -> None:
        """The turn was scored: its dice start to leave (``factor``: the animation speed;
        ``player``: whose turn it was, still shown on the table while they leave;
        ``seconds``: how long, at the normal speed: the standings' glide's time when the
        score moved a row, so the turn's band comes once the rows are home, round 75;
        ``still``: seconds of it the dice first stay still, seen: an auto-fill's note read
        over them, ruling S57)."""
        self._normal = seconds
        self._still = max(0.0, min(still, seconds)) / seconds if seconds > 0 else 0.0
        self.begin(factor)
        self._player = player

    @property
    def player(self) -> int | None:
        """Whose turn the leaving dice were: the table still shows their turn (their name,
        their column) until the dice are gone, then the next player's entrance comes."""
        return self._player if self.active else None

    @property
    def progress(self) -> float:
        """0 as the box is scored, towards 1 as the dice are gone (a slow start that speeds
        away: they are seen going); 1 when not leaving."""
        still = self._still
        going = (self.share - still) / (1 - still) if still < 1 else 1.0
        return max(0.0, going) ** 2


class RowSlide:
    """The standings' rows turning to a new order (ruling S44, round 78): every row whose
    place changes flips where it stands, folding flat in its cell over the first half of
    :data:`game.theme_table.YAMS_STANDINGS_SLIDE` (at the normal animation speed) while the
    row now ranked there unfolds in it over the second, like a scoreboard's flap; a row that
    keeps its place stays still. No two rows are ever drawn over each other (critic cA77 #8:
    a glide laid the riser over the rows it passed)."""

    def __init__(self) -> None:
        """No order seen yet."""
        self._order: tuple[int, ...] = ()
        self._before: tuple[int, ...] = ()
        self._age: float | None = None
        self._seconds = YAMS_STANDINGS_SLIDE

    def update(self, order: Sequence[int], dt: float, factor: float = 1.0) -> None:
        """The seats in the order the panel shows now, ``dt`` seconds after the last call: a
        new order starts a flip from the order drawn now (a flip cut short by another goes on
        from the rows shown then)."""
        order = tuple(order)
        if self._age is not None:
            self._age += dt
            if self._age >= self._seconds:
                self._age, self._before = None, ()
        if order == self._order:
            return
        if sorted(order) == sorted(self._order):  # the same players, a new ranking
            self._before = self._shown_order()
            # (aged by this frame already, as the scored dice's leaving is: the two end in
            # the same frame, and the turn's band after both, round 75)
            self._age, self._seconds = dt, YAMS_STANDINGS_SLIDE / max(0.1, factor)
        else:  # the first frame, or another table: no flip
            self._age, self._before = None, ()
        self._order = order

    @property
    def moving(self) -> bool:
        """True while a row flips."""
        return self._age is not None

    @property
    def share(self) -> float:
        """How far the flip has come, 0..1 (1 at rest)."""
        return 1.0 if self._age is None else min(1.0, self._age / self._seconds)

    def _shown_order(self) -> tuple[int, ...]:
        """The seats in the rows as drawn now (the old order until a flip's middle)."""
        if self._age is not None and self.share < 0.5 and len(self._before) == len(self._order):
            return self._before
        return self._order

    def shown(self, index: int) -> tuple[int, float]:
        """The seat drawn in the panel's row ``index`` now and its height's share of the row
        (1: whole; a flipping row folds to :data:`game.theme_table.YAMS_STANDINGS_FLAT` at the
        flip's middle, where the newly ranked row takes its place and unfolds)."""
        seat = self._shown_order()[index]
        if self._age is None or self._before[index] == self._order[index]:
            return seat, 1.0
        fold = abs(math.cos(math.pi * self.share))  # 1 → 0 at the middle → 1
        return seat, YAMS_STANDINGS_FLAT + (1 - YAMS_STANDINGS_FLAT) * fold

    def leaving(self, index: int) -> bool:
        """True while the panel's row ``index`` shows the row of the order before the flip,
        folding out: it reads as it stood then (its place, its figures), never the new
        moment's figures under an old order (ruling S63, critic cA78 #4)."""
        return (self._age is not None and self._shown_order() is self._before
                and self._before[index] != self._order[index])

    def key(self) -> tuple[float, ...]:
        """Each seat's row as drawn, rounded: its row index, and while it flips half of how far
        it is folded (at rest: the row indexes, in the ranking's order); what a cached picture
        of the panel depends on."""
        order = self._shown_order()
        return tuple(round(order.index(seat) + (1 - self.shown(order.index(seat))[1]) / 2, 2)
                     for seat in self._order)

    def position(self, seat: int) -> float:
        """The row ``seat`` is drawn in now (its old row until the flip's middle)."""
        order = self._shown_order()
        return float(order.index(seat)) if seat in order else 0.0
