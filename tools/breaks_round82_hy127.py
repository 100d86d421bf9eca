"""Planted bugs of round 82's helper hY127:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HY127: tuple[Break, ...] = (
)
