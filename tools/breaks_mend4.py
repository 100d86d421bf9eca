"""Planted bugs of the review's mends, second part (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND4_BREAKS: tuple[Break, ...] = ()
