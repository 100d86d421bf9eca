"""Planted bugs of round 72's Yams stage tails (hY92):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HY92: tuple[Break, ...] = ()
