"""Planted bugs of the Yams bonuses counting into their rows (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS21_BREAKS: tuple[Break, ...] = ()
