"""Planted bugs of the 10 000 table's regions (round 69, hF69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE19_BREAKS: tuple[Break, ...] = ()
