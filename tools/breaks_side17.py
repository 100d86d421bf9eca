"""Planted bugs of Rules, Settings and the Yams table's leftovers (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE17_BREAKS: tuple[Break, ...] = ()
