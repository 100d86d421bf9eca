"""Planted bugs of round 72's stage ends (hE72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HE72: tuple[Break, ...] = ()
