"""Planted bugs of the coach's tips kept off the live regions:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH2_BREAKS: tuple[Break, ...] = (
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
