"""Planted bugs of Rules, the "?" pages, Statistics, Settings and Dialogs (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE15_BREAKS: tuple[Break, ...] = ()
