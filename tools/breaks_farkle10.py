"""Planted bugs of the 10 000 table panels and coach cards (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE10_BREAKS: tuple[Break, ...] = (
)
