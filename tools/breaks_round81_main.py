"""Planted bugs of round 81's merges (the lead):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_MAIN: tuple[Break, ...] = (
)
