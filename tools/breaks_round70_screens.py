"""Planted bugs of round 70's New Game, Rules, Settings and Yams help (hN70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_SCREENS: tuple[Break, ...] = ()
