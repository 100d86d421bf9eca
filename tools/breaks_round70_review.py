"""Planted bugs of round 70's review mends (hK72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_REVIEW: tuple[Break, ...] = ()
