"""Planted bugs of round 70's 10 000 last-round band (hF71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_LAST_ROUND: tuple[Break, ...] = ()
