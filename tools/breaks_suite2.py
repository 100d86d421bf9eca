"""Planted bugs of the suite's time, tests still catching their bugs (round 69, hT69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SUITE2_BREAKS: tuple[Break, ...] = ()
