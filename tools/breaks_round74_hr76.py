"""Planted bugs of round 74's helper hR76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HR76: tuple[Break, ...] = (
)
