"""Planted bugs of round 76's helper hL76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HL76: tuple[Break, ...] = ()
