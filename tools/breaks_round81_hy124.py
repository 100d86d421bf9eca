"""Planted bugs of round 81's helper hY124:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HY124: tuple[Break, ...] = (
)
