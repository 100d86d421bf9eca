"""The second half of a double click never lands on the screen the first half opened.

A player double-clicks out of habit (the menu's chosen card plays on one click, a button opens a
dialog): the first click changes the screen, and the second, a moment later at the same spot,
would press whatever the new screen has there (a seat's "−", a dialog's button). Desktops drop
that click-through; so do we: a press within :data:`DOUBLE_CLICK` seconds and
:data:`NEAR` pixels of the previous one, after the top screen changed between them, is
swallowed, and its release with it.
"""

from __future__ import annotations

import pygame

DOUBLE_CLICK = 0.4
"""Seconds within which a second press counts as the second half of a double click."""

NEAR = 8
"""Pixels (each way) within which the second press counts as the same spot."""


class ClickThroughGuard:
    """Remembers the last left press (when, where, on which screen) and says which events to
    drop: the fake clock of tests and the real one both advance it through :meth:`tick`."""

    def __init__(self) -> None:
        """No press yet."""
        self.clock = 0.0
        self._last: tuple[float, tuple[int, int], object] | None = None
        self._swallowing = False

    def tick(self, dt: float) -> None:
        """Advance the guard's clock by ``dt`` seconds."""
        self.clock += dt

    def drops(self, event: pygame.event.Event, top: object) -> bool:
        """True when ``event`` is the second half of a double click whose first half changed
        the top screen (``top`` is the screen now on top), or the release of such a press."""
        if getattr(event, "button", None) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONUP and self._swallowing:
            self._swallowing = False
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        last, self._last = self._last, (self.clock, tuple(event.pos), top)
        self._swallowing = (last is not None and last[2] is not top
                            and self.clock - last[0] <= DOUBLE_CLICK
                            and abs(event.pos[0] - last[1][0]) <= NEAR
                            and abs(event.pos[1] - last[1][1]) <= NEAR)
        return self._swallowing
