"""Planted bugs of the coach and the help pages (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH6_BREAKS: tuple[Break, ...] = ()
