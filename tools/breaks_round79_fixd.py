"""Planted bugs of round 79's fix helper fixD:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND79_FIXD: tuple[Break, ...] = (
)
