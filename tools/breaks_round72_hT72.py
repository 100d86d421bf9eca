"""Planted bugs of round 72's suite time (hT72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HT72: tuple[Break, ...] = ()
