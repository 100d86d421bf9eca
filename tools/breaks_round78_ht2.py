"""Planted bugs of round 78's helper hT2:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HT2: tuple[Break, ...] = (
)
