"""Signals the running game answers: two that end it the way closing its window does, and
one that brings its window forward.

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

FORWARD_SIGNAL = "SIGUSR2"
"""The signal a second start on the same data folder sends to the running game: "bring your
window forward". The game answers it from before it takes the folder's lock, so a second
start can never end a first one still starting (the signal's default would)."""


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


def answer_forward_requests() -> None:
    """From now on, :data:`FORWARD_SIGNAL` brings this process's window forward (if it has
    one yet; without one, the request is simply dropped)."""
    number = getattr(signal, FORWARD_SIGNAL, None)
    if number is not None:
        signal.signal(number, lambda signum, frame: raise_window())


def ask_to_come_forward(pid: int) -> bool:
    """Ask the game running as ``pid`` to bring its window forward; False when it cannot be
    asked (no such signal on this system, the process gone)."""
    import os

    number = getattr(signal, FORWARD_SIGNAL, None)
    if number is None or pid == os.getpid():
        return False
    try:
        os.kill(pid, number)
    except OSError:
        return False
    return True


def raise_window() -> bool:
    """Restore the game's window if minimised and raise it over the others (SDL asks the
    window manager); False when there is no window."""
    import pygame

    try:
        if not pygame.display.get_init() or pygame.display.get_surface() is None:
            return False
        from pygame._sdl2.video import Window

        window = Window.from_display_module()
        window.restore()
        window.focus()
    except (pygame.error, ImportError, AttributeError):
        return False
    return True
