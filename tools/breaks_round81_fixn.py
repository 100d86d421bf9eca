"""Planted bugs of round 81's fix helper fixN:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_FIXN: tuple[Break, ...] = (
)
