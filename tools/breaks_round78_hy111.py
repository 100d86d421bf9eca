"""Planted bugs of round 78's helper hY111:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HY111: tuple[Break, ...] = (
)
