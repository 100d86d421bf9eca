"""Planted bugs of the Yams stages (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS12_BREAKS: tuple[Break, ...] = ()
