"""Planted bugs of the 10 000 last round and the target reached:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE4_BREAKS: tuple[Break, ...] = (
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
