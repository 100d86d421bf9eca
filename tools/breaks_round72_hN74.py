"""Planted bugs of round 72's New Game at 6-7 seats (hN74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HN74: tuple[Break, ...] = ()
