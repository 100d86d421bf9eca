"""Planted bugs of the menu, settings and dialogs (round 50): each a realistic one-line bug held by
a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE10_BREAKS: tuple[Break, ...] = (
)
