"""Planted bugs of the Yams table and special states (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS13_BREAKS: tuple[Break, ...] = ()
