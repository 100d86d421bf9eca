"""Planted bugs of both results screens (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS7_BREAKS: tuple[Break, ...] = ()
