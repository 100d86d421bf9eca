"""Planted bugs of round 72's Scores and Statistics (hS26):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HS26: tuple[Break, ...] = ()
