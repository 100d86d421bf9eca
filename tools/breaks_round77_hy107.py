"""Planted bugs of round 77's helper hY107:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND77_HY107: tuple[Break, ...] = (
)
