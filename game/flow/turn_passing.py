"""The motion of a Yams turn passing (pure timing, no pygame).

As a box is scored the turn's dice leave the felt (:class:`DiceLeaving`: they are swept aside and
fade over :data:`PASS_SECONDS`), and the standings' rows swap to their new order one pair
at a time (:class:`RowSlide`, over :func:`resort_seconds`, ruling S63) instead of re-ranking
in one frame; then the next player's entrance
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
from game.theme_table import YAMS_STANDINGS_SLIDE

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


def swap_steps(before: Sequence[int], after: Sequence[int]) -> list[int]:
    """How the rows go from the order ``before`` to ``after`` one swap at a time (ruling
    S63): each step the index ``j`` whose row swaps with the one under it (the lower row
    climbs past the upper). Top down, the row ranked at each place climbs to it from where it
    stands, passing the rows over it one by one (the fewest swaps: one per pair of rows whose
    order changes)."""
    order, steps = list(before), list[int]()
    if sorted(order) != sorted(after):
        return steps
    for target, seat in enumerate(after):
        at = order.index(seat)
        while at > target:  # (it climbs past the row over it)
            order[at - 1], order[at] = order[at], order[at - 1]
            at -= 1
            steps.append(at)
    return steps


def resort_seconds(swaps: int) -> float:
    """How long a re-sort of ``swaps`` swaps takes at the normal animation speed (0 for
    none): :data:`game.theme_table.YAMS_STANDINGS_SLIDE` for one, half as long again for each
    more, twice it at the most (each swap followed, a long climb never a long wait)."""
    if swaps <= 0:
        return 0.0
    return min(2.0, 1.0 + 0.5 * (swaps - 1)) * YAMS_STANDINGS_SLIDE


def _ease(t: float) -> float:
    """Slow, fast, slow (each swap settles before the next: one by one)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


class RowSlide:
    """The standings' rows going to a new order (ruling S63, round 79, hY116; critic cF78 #3,
    cA78 #4): the rows swap places one pair at a time (:func:`swap_steps`), the row that
    climbs sliding up past the one it overtakes while that one slides down into its place,
    each drawn whole at its own height in every frame (never folded, sliced or squeezed),
    over :func:`resort_seconds` in all; a row that keeps its place stays still."""

    def __init__(self) -> None:
        """No order seen yet."""
        self._order: tuple[int, ...] = ()
        self._before: tuple[int, ...] = ()
        self._steps: list[int] = []
        self._age: float | None = None
        self._seconds = YAMS_STANDINGS_SLIDE

    def update(self, order: Sequence[int], dt: float, factor: float = 1.0) -> None:
        """The seats in the order the panel shows now, ``dt`` seconds after the last call: a
        new order starts a re-sort from the rows drawn now (one cut short by another goes on
        from the order its rows were nearest)."""
        order = tuple(order)
        if self._age is not None:
            self._age += dt
            if self._age >= self._seconds:
                self._age, self._before, self._steps = None, (), []
        if order == self._order:
            return
        if sorted(order) == sorted(self._order):  # the same players, a new ranking
            self._before = self._nearest_order()
            self._steps = swap_steps(self._before, order)
            # (aged by this frame already, as the scored dice's leaving is: the two end in
            # the same frame, and the turn's band after both, round 75)
            self._age = dt
            self._seconds = resort_seconds(len(self._steps)) / max(0.1, factor)
            if not self._steps:
                self._age, self._before = None, ()
        else:  # the first frame, or another table: no re-sort
            self._age, self._before, self._steps = None, (), []
        self._order = order

    @property
    def moving(self) -> bool:
        """True while rows swap."""
        return self._age is not None

    @property
    def share(self) -> float:
        """How far the re-sort has come, 0..1 (1 at rest)."""
        return 1.0 if self._age is None else min(1.0, self._age / self._seconds)

    def _step_now(self) -> tuple[int, float, list[int]]:
        """The swap under way (its index in the steps), how far it has come (0..1), and the
        order before it."""
        steps = self._steps
        at = min(len(steps) - 1, int(self.share * len(steps)))
        order = list(self._before)
        for j in steps[:at]:
            order[j], order[j + 1] = order[j + 1], order[j]
        return at, self.share * len(steps) - at, order

    def _nearest_order(self) -> tuple[int, ...]:
        """The seats in the places they are drawn nearest now (the order at rest)."""
        if self._age is None or not self._steps:
            return self._order
        at, t, order = self._step_now()
        if t >= 0.5:
            j = self._steps[at]
            order[j], order[j + 1] = order[j + 1], order[j]
        return tuple(order)

    def position(self, seat: int) -> float:
        """Where ``seat``'s row is drawn now, in rows from the top (a fraction while it
        swaps: the climber from its row up to the next, the row it passes down)."""
        if self._age is None or not self._steps:
            return float(self._order.index(seat)) if seat in self._order else 0.0
        at, t, order = self._step_now()
        j, k = self._steps[at], order.index(seat)
        if k == j:  # (passed: down into the climber's row)
            return j + _ease(t)
        if k == j + 1:  # (the climber)
            return j + 1 - _ease(t)
        return float(k)

    def climbing(self) -> int | None:
        """The seat whose row climbs now (drawn over the row it passes), None at rest."""
        if self._age is None or not self._steps:
            return None
        at, _, order = self._step_now()
        return order[self._steps[at] + 1]

    def lift(self) -> float:
        """How raised the climbing row stands off the panel now, 0..1 (0 as each swap starts
        and ends: its plate and shadow rise and settle with it)."""
        if self._age is None or not self._steps:
            return 0.0
        return math.sin(math.pi * self._step_now()[1])

    def key(self) -> tuple[float, ...]:
        """Each seat's row as drawn, rounded (:meth:`position`, in the ranking's order) and
        the climber's lift: what a cached picture of the panel depends on."""
        return (*(round(self.position(seat), 2) for seat in self._order),
                round(self.lift(), 2))
