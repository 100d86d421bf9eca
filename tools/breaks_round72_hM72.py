"""Planted bugs of round 72's Statistics after one game (hM72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HM72: tuple[Break, ...] = ()
