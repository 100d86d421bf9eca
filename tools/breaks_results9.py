"""Planted bugs of the results screens (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS9_BREAKS: tuple[Break, ...] = ()
