"""Importing pygame without the parts the game never uses, so the first frame comes sooner.

``import pygame`` also tries ``pygame.surfarray`` and ``pygame.sndarray`` (which import NumPy)
and ``pygame.pkgdata`` (which imports setuptools' ``pkg_resources``): with both installed
that is most of pygame's import time, about twice the time of opening the window itself. The
game draws through surfaces only and loads its files by path, so the ``zaruri`` command imports
pygame with those two hidden: pygame then leaves its array modules out (a later explicit
``import pygame.surfarray`` still works) and its data lookup falls back to plain files.
"""

from __future__ import annotations

import os
import sys

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
        import pygame  # noqa: F401
    finally:
        for name in hidden:
            if sys.modules.get(name, 0) is None:
                del sys.modules[name]
