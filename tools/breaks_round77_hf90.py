"""Planted bugs of round 77's helper hF90:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND77_HF90: tuple[Break, ...] = (
)
