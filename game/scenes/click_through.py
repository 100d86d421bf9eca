"""The second half of a double click never lands on the screen the first half opened.

A player double-clicks out of habit (the menu's chosen card plays on one click, a button opens a
dialog): the first click changes the screen, and the second, a moment later at the same spot,
would press whatever the new screen has there (a seat's "−", a dialog's button). Desktops drop
that click-through; so do we: a press within :data:`DOUBLE_CLICK` seconds and
:data:`NEAR` pixels of the previous one, on the screen that previous click opened, is
swallowed, and its release with it (a screen changed by anything else, a test's set-up or a
flow's own step, is not: only the click that opened it).
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
        self._press: tuple[int, int] = (0, 0)
        self._opened: tuple[float, object] | None = None  # when the last click opened what
        self._swallowing = False

    def tick(self, dt: float) -> None:
        """Advance the guard's clock by ``dt`` seconds."""
        self.clock += dt

    def drops(self, event: pygame.event.Event, top: object) -> bool:
        """True when ``event`` is the second half of a double click whose first half opened
        ``top`` (the screen now on top), or the release of such a press."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False  # (the type first: only a button's events are read further)
        if event.type == pygame.MOUSEBUTTONUP:
            swallowed, self._swallowing = self._swallowing, False
            return swallowed
        last, self._press = self._press, (int(event.pos[0]), int(event.pos[1]))
        opened, self._opened = self._opened, None
        self._swallowing = (opened is not None and opened[1] is top
                            and self.clock - opened[0] <= DOUBLE_CLICK
                            and abs(self._press[0] - last[0]) <= NEAR
                            and abs(self._press[1] - last[1]) <= NEAR)
        return self._swallowing

    def handled(self, event: pygame.event.Event, before: object, after: object) -> None:
        """A left press or release was handled with ``before`` on top and left ``after``
        there: when they differ, that click opened ``after``."""
        if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
                and before is not after):
            self._opened = (self.clock, after)
