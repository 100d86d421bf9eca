"""Planted bugs of round 82's helper hY130:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HY130: tuple[Break, ...] = (
)
