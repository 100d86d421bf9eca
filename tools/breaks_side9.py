"""Planted bugs of the menu, rules, help pages, statistics, settings and dialogs (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE9_BREAKS: tuple[Break, ...] = ()
