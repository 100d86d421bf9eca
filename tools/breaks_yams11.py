"""Planted bugs of the Yams staged moments' picture (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS11_BREAKS: tuple[Break, ...] = (
)
