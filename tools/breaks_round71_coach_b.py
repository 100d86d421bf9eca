"""Planted bugs of round 71's second coach mends (hC72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_COACH_B_BREAKS: tuple[Break, ...] = ()
