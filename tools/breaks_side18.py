"""Planted bugs of Scores and Statistics (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE18_BREAKS: tuple[Break, ...] = ()
