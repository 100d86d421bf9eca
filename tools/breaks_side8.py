"""Planted bugs of New Game and Scores (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE8_BREAKS: tuple[Break, ...] = ()
