"""Planted bugs of round 75's helper hW78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HW78: tuple[Break, ...] = ()
