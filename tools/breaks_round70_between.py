"""Planted bugs of round 70's 10 000 table between its states (hF73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_BETWEEN: tuple[Break, ...] = ()
