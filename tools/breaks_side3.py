"""More planted bugs of the side screens (New Game, Rules, Menu):
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

SIDE3_BREAKS: tuple[Break, ...] = ()
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
