"""Sleeping while nothing happens: wait for the next input event without spinning.

pygame's own ``event.wait(timeout)`` wakes every millisecond to look at the queue, and a
loop of ``event.peek`` + short sleeps wakes a hundred times a second; each wake asks the X
server for news, which costs a fraction of a percent of a core each time. On X11 the
:class:`EventWaiter` instead sleeps in ``select()`` on the X connection itself: the process
wakes only when the server sends something (a key, the mouse, an expose) or when the time
is up. Elsewhere (Wayland, the dummy driver of the tests, a missing libX11) it falls back to
looking at the queue every ``theme.IDLE_POLL`` seconds.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import select
import time
from collections.abc import Callable
from typing import Any

import pygame

from game import theme

_WAKING_NAMES = (
    "QUIT", "ACTIVEEVENT", "KEYDOWN", "KEYUP", "TEXTINPUT", "TEXTEDITING", "KEYMAPCHANGED",
    "MOUSEMOTION", "MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEWHEEL",
    "FINGERDOWN", "FINGERUP", "FINGERMOTION", "MULTIGESTURE",
    "VIDEORESIZE", "VIDEOEXPOSE", "WINDOWSHOWN", "WINDOWHIDDEN", "WINDOWEXPOSED",
    "WINDOWMOVED", "WINDOWRESIZED", "WINDOWSIZECHANGED", "WINDOWMINIMIZED",
    "WINDOWMAXIMIZED", "WINDOWRESTORED", "WINDOWENTER", "WINDOWLEAVE", "WINDOWFOCUSGAINED",
    "WINDOWFOCUSLOST", "WINDOWCLOSE", "WINDOWTAKEFOCUS", "WINDOWDISPLAYCHANGED",
    "AUDIODEVICEADDED", "AUDIODEVICEREMOVED", "DROPFILE", "DROPTEXT", "DROPBEGIN",
    "DROPCOMPLETE", "RENDER_TARGETS_RESET", "RENDER_DEVICE_RESET", "USEREVENT",
)
WAKING_TYPES: tuple[int, ...] = tuple(
    getattr(pygame, name) for name in _WAKING_NAMES if hasattr(pygame, name))
"""The events a sleeping loop wakes for (every kind the game or SDL sends it). The queue is
asked by type, never with a bare ``peek()``: on pygame 2.6.1 a bare ``peek()`` turns the next
event into a Python one and, for an event posted with attributes (the game's own, the tests'),
releases the attributes while the event stays queued; the ``get()`` after it then reads freed
memory (seen: a crash in ``test_idle_loop`` on a posted mouse motion's ``pos``)."""


def queued() -> bool:
    """Whether an event the loop wakes for is queued (SDL pumped first), read without taking
    or converting it (:data:`WAKING_TYPES`)."""
    return pygame.event.peek(WAKING_TYPES)


@functools.lru_cache(maxsize=1)
def _xlib() -> Any:
    """libX11 through ctypes (looked up once: ``find_library`` may run ``ldconfig``), or None."""
    library = ctypes.util.find_library("X11")
    if library is None:
        return None
    try:
        xlib = ctypes.CDLL(library)
        xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
        xlib.XConnectionNumber.restype = ctypes.c_int
    except (OSError, AttributeError):
        return None
    return xlib


def x11_connection_fd() -> int | None:
    """The file descriptor of SDL's connection to the X server, or None (not X11, or the
    connection cannot be reached)."""
    try:
        if pygame.display.get_driver() != "x11":
            return None
        capsule = pygame.display.get_wm_info().get("display")
        if capsule is None:
            return None
        get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
        get_pointer.restype = ctypes.c_void_p
        get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
        display = get_pointer(capsule, b"display")
        xlib = _xlib()
        if not display or xlib is None:
            return None
        fd = int(xlib.XConnectionNumber(display))
    except (pygame.error, OSError, AttributeError, TypeError, ValueError):
        return None
    return fd if fd >= 0 else None


class EventWaiter:
    """Waits for the next event of the pygame queue, sleeping in between.

    ``kind`` says how: "x11" (asleep in ``select`` on the X connection) or "poll" (a look at
    the queue every ``theme.IDLE_POLL`` seconds). Call :meth:`refresh` after the window is
    (re)created: a new window may come with a new connection.
    """

    def __init__(self, sleep: Callable[[float], None] = time.sleep) -> None:
        """Find the X connection if there is one; ``sleep`` is the polling fallback's pause."""
        self._sleep = sleep
        self.fd: int | None = None
        self.refresh()

    @property
    def kind(self) -> str:
        """"x11" when waits sleep on the X connection, else "poll"."""
        return "x11" if self.fd is not None else "poll"

    def refresh(self) -> None:
        """Look for the X connection again (after the display mode changed)."""
        self.fd = x11_connection_fd()

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds`` or until an event is queued; return whether one is."""
        deadline = time.perf_counter() + max(0.0, seconds)
        while True:
            # peek pumps SDL: whatever Xlib has already read is queued (or dropped) now, so
            # the socket is the only place news can come from while we sleep.
            if queued():
                return True
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            if self.fd is not None:
                try:
                    select.select([self.fd], [], [], left)
                except (OSError, ValueError):  # the connection went away: poll instead
                    self.fd = None
                    continue
                if queued():
                    return True
                # Bytes that were no event (a reply, a focus change SDL keeps to itself):
                # back to sleep; a busy socket still leaves at least a poll's pause.
                if time.perf_counter() < deadline:
                    self._sleep(min(theme.IDLE_POLL, max(0.0, deadline - time.perf_counter())))
            else:
                self._sleep(min(theme.IDLE_POLL, left))
