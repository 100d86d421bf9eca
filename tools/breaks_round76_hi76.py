"""Planted bugs of round 76's helper hI76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HI76: tuple[Break, ...] = ()
