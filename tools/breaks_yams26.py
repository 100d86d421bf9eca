"""Planted bugs of the Yams TOTAL stage in step (round 69, hY79):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS26_BREAKS: tuple[Break, ...] = ()
