"""Planted bugs of New Game, Scores and Rules (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE13_BREAKS: tuple[Break, ...] = (
)
