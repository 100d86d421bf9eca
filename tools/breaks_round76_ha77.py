"""Planted bugs of round 76's helper hA77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HA77: tuple[Break, ...] = ()
