"""Planted bugs of round 81's helper hF108:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HF108: tuple[Break, ...] = (
)
