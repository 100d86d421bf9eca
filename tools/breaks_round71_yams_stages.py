"""Planted bugs of round 71's Yams stages (hY89):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_YAMS_STAGES_BREAKS: tuple[Break, ...] = ()
