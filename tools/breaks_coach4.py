"""Planted bugs of the coach cards (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH4_BREAKS: tuple[Break, ...] = ()
