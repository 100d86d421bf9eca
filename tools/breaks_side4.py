"""Planted bugs of New Game, Scores and Settings:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE4_BREAKS: tuple[Break, ...] = (
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
