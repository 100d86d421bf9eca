"""Planted bugs of round 71's Yams marks (hY90):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_YAMS_MARKS_BREAKS: tuple[Break, ...] = ()
