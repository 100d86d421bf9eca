"""Planted bugs of the two help screens and three wordings (round 69, hH69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE25_BREAKS: tuple[Break, ...] = ()
