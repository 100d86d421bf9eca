"""Planted bugs of the menu, the rules, the help pages and the statistics:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE5_BREAKS: tuple[Break, ...] = (
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
