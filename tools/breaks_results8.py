"""Planted bugs of the results podium (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS8_BREAKS: tuple[Break, ...] = ()
