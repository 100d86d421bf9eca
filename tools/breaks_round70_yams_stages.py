"""Planted bugs of round 70's Yams stages (hY83):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_YAMS_STAGES: tuple[Break, ...] = ()
