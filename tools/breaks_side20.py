"""Planted bugs of Scores, New Game and Statistics (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE20_BREAKS: tuple[Break, ...] = ()
