"""Planted bugs of round 72's coach marks (hC73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HC73: tuple[Break, ...] = ()
