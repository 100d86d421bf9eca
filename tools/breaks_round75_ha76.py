"""Planted bugs of round 75's helper hA76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HA76: tuple[Break, ...] = ()
