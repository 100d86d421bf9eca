"""Planted bugs of round 70's Rules reading whole (hN71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_RULES: tuple[Break, ...] = ()
