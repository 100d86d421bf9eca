"""Planted bugs of round 71's suite-time cuts (hT71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_SUITE_BREAKS: tuple[Break, ...] = ()
