"""Planted bugs of round 70's Yams help and sacrifice (hY84):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_YAMS_HELP: tuple[Break, ...] = ()
