"""Planted bugs of the lead engineer's mends (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND3_BREAKS: tuple[Break, ...] = ()
