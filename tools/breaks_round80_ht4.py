"""Planted bugs of round 80's helper hT4:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_HT4: tuple[Break, ...] = (
)
