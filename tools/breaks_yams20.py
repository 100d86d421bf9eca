"""Planted bugs of the Yams fixed hold row and hand-off (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS20_BREAKS: tuple[Break, ...] = ()
