"""Planted bugs of round 78's helper hY112:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HY112: tuple[Break, ...] = (
)
