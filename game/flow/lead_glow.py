"""The new leader's brief glow in the Yams standings (ruling S91 amended round 82, hY127;
critic cA81 change 3): when a re-sort puts another player at the top, that row glows once it
has landed in the first lane, for :data:`LEAD_GLOW_SECONDS`, then rests. Timing only: the
panel draws it (:mod:`game.views.yams_standings`)."""

from __future__ import annotations

from collections.abc import Sequence

LEAD_GLOW_SECONDS = 0.9
"""How long the new leader's row glows once it has landed at the top."""


class LeadGlow:
    """Whether, and how far, the new leader's row glows: fed the panel's order every frame."""

    def __init__(self) -> None:
        """No order seen yet, no glow."""
        self._order: tuple[int, ...] = ()
        self._waiting: int | None = None
        self._age: float | None = None
        self.seat: int | None = None
        """The seat whose row glows (or is about to, once its slide ends); None: none."""

    def update(self, order: Sequence[int], dt: float, moving: bool, scored: bool) -> None:
        """The seats in the panel's ``order`` ``dt`` seconds after the last call, ``moving``
        while its rows slide, ``scored`` once anyone has points (a leader worth the name):
        a new head of the same players starts a glow as its slide ends."""
        order = tuple(order)
        if self._age is not None:
            self._age += dt
            if self._age >= LEAD_GLOW_SECONDS:
                self._age, self.seat = None, None
        if (order and self._order and sorted(order) == sorted(self._order)
                and order[0] != self._order[0] and scored):
            self._waiting, self._age, self.seat = order[0], None, order[0]
        elif order and self._order and sorted(order) != sorted(self._order):
            self._waiting, self._age, self.seat = None, None, None  # (another table)
        self._order = order
        if self._waiting is not None and not moving:
            if self._waiting == (order[0] if order else None):
                self._age = 0.0
            else:
                self.seat = None
            self._waiting = None

    @property
    def progress(self) -> float | None:
        """How far the glow has come, 0..1, or None while no row glows."""
        if self._age is None or self.seat is None:
            return None
        return min(1.0, self._age / LEAD_GLOW_SECONDS)
