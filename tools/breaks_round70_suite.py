"""Planted bugs of round 70's suite-time work (hT70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_SUITE: tuple[Break, ...] = ()
