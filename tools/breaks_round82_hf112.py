"""Planted bugs of round 82's helper hF112:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HF112: tuple[Break, ...] = (
)
