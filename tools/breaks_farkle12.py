"""Planted bugs of the 10 000 table's steady rows and coach (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE12_BREAKS: tuple[Break, ...] = ()
