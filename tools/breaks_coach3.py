"""Planted bugs of the coach cards (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH3_BREAKS: tuple[Break, ...] = (
)
