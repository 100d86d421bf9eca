"""Planted bugs of the Yams table's voices and buttons (round 69, hY81):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS28_BREAKS: tuple[Break, ...] = ()
