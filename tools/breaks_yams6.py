"""Planted bugs of the Yams table (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS6_BREAKS: tuple[Break, ...] = ()
