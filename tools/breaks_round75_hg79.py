"""Planted bugs of round 75's helper hG79:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HG79: tuple[Break, ...] = ()
