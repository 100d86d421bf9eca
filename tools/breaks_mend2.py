"""Planted bugs of the suite's time work (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND2_BREAKS: tuple[Break, ...] = ()
