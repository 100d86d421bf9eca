"""Planted bugs of the menu, the rules, the help pages, the statistics, the dialogs (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE7_BREAKS: tuple[Break, ...] = (
)
