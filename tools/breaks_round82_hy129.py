"""Planted bugs of round 82's helper hY129:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HY129: tuple[Break, ...] = (
)
