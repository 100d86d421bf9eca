"""Planted bugs of round 82's helper hY131:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HY131: tuple[Break, ...] = (
)
