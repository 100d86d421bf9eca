"""Planted bugs of round 70's Yams table (hY82):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_YAMS_TABLE: tuple[Break, ...] = ()
