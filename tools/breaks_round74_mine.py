"""Planted bugs of my own changes of round 74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_MINE: tuple[Break, ...] = (
)
