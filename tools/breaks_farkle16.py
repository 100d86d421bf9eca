"""Planted bugs of the 10 000 table (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE16_BREAKS: tuple[Break, ...] = ()
