"""Planted bugs of round 76's helper hY105:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HY105: tuple[Break, ...] = ()
