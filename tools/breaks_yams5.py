"""Planted bugs of the Yams table and its moments (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS5_BREAKS: tuple[Break, ...] = (
)
