"""Planted bugs of round 71's Yams table mends (hY87):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_HANDOFF_BREAKS: tuple[Break, ...] = ()
