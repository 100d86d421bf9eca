"""Planted bugs of the Yams stages' lower part and TOTAL count-up (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS14_BREAKS: tuple[Break, ...] = ()
