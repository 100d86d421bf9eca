"""Planted bugs of round 75's helper hY102:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HY102: tuple[Break, ...] = ()
