"""Planted bugs of results, Scores and Statistics (round 69, hR69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS11_BREAKS: tuple[Break, ...] = ()
