"""Planted bugs of the menu, Settings, Statistics, Dialogs and "?" pages (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE12_BREAKS: tuple[Break, ...] = (
)
