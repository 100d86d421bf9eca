"""Planted bugs of round 76's helper hX89:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HX89: tuple[Break, ...] = ()
