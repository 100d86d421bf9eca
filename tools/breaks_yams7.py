"""Planted bugs of the Yams special states and staged moments (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS7_BREAKS: tuple[Break, ...] = ()
