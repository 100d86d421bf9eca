"""Planted bugs of the round-67 review's flow, Scores, results and small mends:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND6_BREAKS: tuple[Break, ...] = ()
