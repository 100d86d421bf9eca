"""Planted bugs of 10 000 staged moments and banners (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

LADDER2_BREAKS: tuple[Break, ...] = (
)
