"""Planted bugs of round 80's helper hF103:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_HF103: tuple[Break, ...] = (
)
