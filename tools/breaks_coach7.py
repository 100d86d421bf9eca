"""Planted bugs of coach cards clear of every control (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH7_BREAKS: tuple[Break, ...] = ()
