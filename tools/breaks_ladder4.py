"""Planted bugs of the 10 000 middle rungs (round 69, hB69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

LADDER4_BREAKS: tuple[Break, ...] = ()
