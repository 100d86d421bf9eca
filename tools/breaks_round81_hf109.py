"""Planted bugs of round 81's helper hF109:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HF109: tuple[Break, ...] = (
)
