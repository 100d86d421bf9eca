"""Planted bugs of the Yams table's turn band, pill and special states (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS10_BREAKS: tuple[Break, ...] = (
)
