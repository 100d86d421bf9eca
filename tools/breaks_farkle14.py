"""Planted bugs of the 10 000 big bank's story and the goal's chain (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE14_BREAKS: tuple[Break, ...] = ()
