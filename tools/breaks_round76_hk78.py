"""Planted bugs of round 76's helper hK78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HK78: tuple[Break, ...] = ()
