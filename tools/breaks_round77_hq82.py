"""Planted bugs of round 77's helper hQ82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND77_HQ82: tuple[Break, ...] = (
)
