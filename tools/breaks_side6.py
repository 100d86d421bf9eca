"""Planted bugs of New Game, Scores, Settings (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE6_BREAKS: tuple[Break, ...] = (
)
