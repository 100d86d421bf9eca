"""Planted bugs of round 77's helper hQ84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND77_HQ84: tuple[Break, ...] = (
)
