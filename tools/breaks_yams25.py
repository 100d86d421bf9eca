"""Planted bugs of the Yams TOTAL stage's one story (round 69, hY78):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS25_BREAKS: tuple[Break, ...] = ()
