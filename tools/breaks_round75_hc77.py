"""Planted bugs of round 75's helper hC77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HC77: tuple[Break, ...] = ()
