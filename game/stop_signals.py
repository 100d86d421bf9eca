"""Signals that end the running game the way closing its window does.

SIGTERM (a shutdown, ``kill``) and SIGHUP (the terminal that started the game was closed)
both post a quit event: the loop ends after the frame, the game in progress is already saved
at its last action, the unsaved dice counts are written (``App.close``), and the command
exits 0. Without this, SIGHUP would end the process at once and lose up to
``FLUSH_THROWS`` dice of face counts.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from typing import Any

STOP_SIGNALS = ("SIGTERM", "SIGHUP")
"""The signals treated as "close the window" (the names; a system may lack one)."""


def stop_on_signals(request_quit: Callable[[], None]) -> Callable[[], None]:
    """Make each of :data:`STOP_SIGNALS` call ``request_quit`` (in the main thread, between
    two Python steps); return what puts the handlers found before back."""
    before: dict[int, Any] = {}
    for name in STOP_SIGNALS:
        number = getattr(signal, name, None)
        if number is None:
            continue

        def on_signal(signum: int, frame: Any) -> None:
            request_quit()

        before[number] = signal.signal(number, on_signal)

    def restore() -> None:
        for number, handler in before.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)

    return restore


def post_quit_event() -> None:
    """Put a quit event on pygame's queue, as the window's close button does."""
    import pygame

    try:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    except pygame.error:  # no event queue (the display is gone): nothing left to stop
        pass
