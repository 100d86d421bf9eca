"""Planted bugs of the 10 000 banners' entrances and the goal (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE9_BREAKS: tuple[Break, ...] = (
)
