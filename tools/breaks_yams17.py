"""Planted bugs of the Yams stages (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS17_BREAKS: tuple[Break, ...] = ()
