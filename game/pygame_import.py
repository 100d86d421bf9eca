"""Importing pygame without numpy: the game draws with pygame alone.

``import pygame`` also imports ``pygame.surfarray`` and ``pygame.sndarray`` when numpy is
installed (a developer's or a test environment has it: the expert tables are built with it),
and numpy then costs the running game about 12 MB of resident memory it never uses. Inside
:func:`without_numpy`, ``import numpy`` fails, so pygame leaves those two modules out; numpy
imports normally afterwards (``import pygame.surfarray`` then still works for whoever wants it).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def without_numpy() -> Iterator[None]:
    """Within the block, ``import numpy`` raises ImportError (unless numpy is loaded already)."""
    if "numpy" in sys.modules:
        yield
        return
    sys.modules["numpy"] = None  # type: ignore[assignment]  # the import system's "absent"
    try:
        yield
    finally:
        if sys.modules.get("numpy", 0) is None:
            del sys.modules["numpy"]
