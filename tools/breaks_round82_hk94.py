"""Planted bugs of round 82's helper hK94:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HK94: tuple[Break, ...] = (
)
