"""Planted bugs of round 78's helper hK83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HK83: tuple[Break, ...] = (
)
