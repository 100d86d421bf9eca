"""Planted bugs of round 72's New Game and Menu (hN73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HN73: tuple[Break, ...] = ()
