"""Planted bugs of round 74's helper hH76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HH76: tuple[Break, ...] = (
)
