"""Planted bugs of round 71's Scores (hA72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_SCORES_BREAKS: tuple[Break, ...] = ()
