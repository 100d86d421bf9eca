"""Planted bugs of round 77's lead, between merged branches:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND77_MINE: tuple[Break, ...] = (
)
