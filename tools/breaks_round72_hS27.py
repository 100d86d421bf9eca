"""Planted bugs of round 72's thin Scores and Statistics (hS27):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HS27: tuple[Break, ...] = ()
