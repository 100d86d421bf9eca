"""Planted bugs of round 74's helper hG74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HG74: tuple[Break, ...] = (
)
