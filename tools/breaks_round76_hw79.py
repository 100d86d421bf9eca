"""Planted bugs of round 76's helper hW79:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HW79: tuple[Break, ...] = ()
