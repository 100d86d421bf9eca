"""Planted bugs of the Yams strips' value cell (round 64):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS15_BREAKS: tuple[Break, ...] = ()
