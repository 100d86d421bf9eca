"""Planted bugs of New Game and Scores (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE14_BREAKS: tuple[Break, ...] = ()
