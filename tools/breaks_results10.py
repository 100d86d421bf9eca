"""Planted bugs of the 16 px floor and results entrance (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS10_BREAKS: tuple[Break, ...] = ()
