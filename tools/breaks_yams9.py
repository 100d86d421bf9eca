"""Planted bugs of the Yams table and special states (round 50): each a realistic one-line bug held
by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS9_BREAKS: tuple[Break, ...] = (
)
