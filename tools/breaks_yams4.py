"""Planted bugs of the Yams table's tray, countdown and resting beat, and the Penta's way home:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS4_BREAKS: tuple[Break, ...] = (
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
