"""Planted bugs of Scores with few entries (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE16_BREAKS: tuple[Break, ...] = ()
