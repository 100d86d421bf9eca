"""Planted bugs of round 71's mends of my own and the review's:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_MINE_BREAKS: tuple[Break, ...] = ()
