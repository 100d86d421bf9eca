"""Planted bugs of where the 10 000 overlays land (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE7_BREAKS: tuple[Break, ...] = ()
