"""Planted bugs of round 81's fix helper fixL:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_FIXL: tuple[Break, ...] = (
)
