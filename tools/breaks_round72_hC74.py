"""Planted bugs of round 72's coach count (hC74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HC74: tuple[Break, ...] = ()
