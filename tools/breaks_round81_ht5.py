"""Planted bugs of round 81's helper hT5:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HT5: tuple[Break, ...] = (
)
