"""Planted bugs of the 10 000 moment ladder (stages scaled to rarity):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

LADDER_BREAKS: tuple[Break, ...] = (
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
