"""Planted bugs of round 72's Yams table between beats (hY93):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HY93: tuple[Break, ...] = ()
