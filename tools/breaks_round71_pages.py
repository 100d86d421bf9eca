"""Planted bugs of round 71's Rules, Statistics and New Game (hN72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_PAGES_BREAKS: tuple[Break, ...] = ()
