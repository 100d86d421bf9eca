"""Planted bugs of the menu, New Game, Settings, dialogs and Rules (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE19_BREAKS: tuple[Break, ...] = ()
