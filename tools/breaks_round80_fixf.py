"""Planted bugs of round 80's helper fixF:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_FIXF: tuple[Break, ...] = (
)
