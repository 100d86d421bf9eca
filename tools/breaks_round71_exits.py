"""Planted bugs of round 71's 10 000 banner exits (hF78):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_EXITS_BREAKS: tuple[Break, ...] = ()
