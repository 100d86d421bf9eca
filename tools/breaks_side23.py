"""Planted bugs of Menu, New Game, Settings and Rules (round 69, hM69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE23_BREAKS: tuple[Break, ...] = ()
