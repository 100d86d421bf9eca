"""Planted bugs of round 71's Yams countdown and sacrifice (hY88):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_COUNTDOWN_BREAKS: tuple[Break, ...] = ()
