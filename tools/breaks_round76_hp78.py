"""Planted bugs of round 76's helper hP78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HP78: tuple[Break, ...] = ()
