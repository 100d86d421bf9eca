"""Planted bugs of round 78's helper hC82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HC82: tuple[Break, ...] = (
)
