"""Importing pygame without the parts the game never uses, so the first frame comes sooner.

``import pygame`` also tries ``pygame.surfarray`` and ``pygame.sndarray`` (which import NumPy)
and ``pygame.pkgdata`` (which imports setuptools' ``pkg_resources``): with both installed
that is most of pygame's import time, about twice the time of opening the window itself. The
game draws through surfaces only and loads its files by path, so the ``zaruri`` command imports
pygame with those two hidden: pygame then leaves its array modules out (a later explicit
``import pygame.surfarray`` still works) and its data lookup falls back to plain files.

A Ctrl+C that arrives while pygame imports is held until the import is over, then raised:
pygame's C code imports some of its parts (``pygame.image``'s PNG support) and clears any
error that import raised, so an interrupt landing there was swallowed and the game started
without PNG support.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

UNUSED_BY_THE_GAME = ("numpy", "pkg_resources")
"""Packages ``import pygame`` reaches for that no part of the game needs."""


def import_pygame() -> None:
    """Import pygame (quietly) without :data:`UNUSED_BY_THE_GAME`; a no-op once imported."""
    if "pygame" in sys.modules:
        return
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    hidden = [name for name in UNUSED_BY_THE_GAME if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # "import name" raises ImportError
    try:
        with ctrl_c_held():
            import pygame  # noqa: F401
    finally:
        for name in hidden:
            if sys.modules.get(name, 0) is None:
                del sys.modules[name]


@contextmanager
def ctrl_c_held() -> Iterator[None]:
    """Hold a Ctrl+C that arrives inside the block and raise it (KeyboardInterrupt) as the
    block ends; no change where Ctrl+C has another meaning or off the main thread."""
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield
        return
    pressed: list[int] = []
    signal.signal(signal.SIGINT, lambda signum, frame: pressed.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if pressed:
        raise KeyboardInterrupt
