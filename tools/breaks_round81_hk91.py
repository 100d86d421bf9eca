"""Planted bugs of round 81's helper hK91:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HK91: tuple[Break, ...] = (
)
