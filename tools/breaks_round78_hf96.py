"""Planted bugs of round 78's helper hF96:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HF96: tuple[Break, ...] = (
)
