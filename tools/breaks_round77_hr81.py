"""Planted bugs of round 77's helper hR81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND77_HR81: tuple[Break, ...] = (
)
