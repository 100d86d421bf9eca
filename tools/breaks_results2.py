"""Planted bugs of the results screens' podium, statistics and entrance:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS2_BREAKS: tuple[Break, ...] = (
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
