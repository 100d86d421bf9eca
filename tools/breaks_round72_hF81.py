"""Planted bugs of round 72's 10 000 panels at rest (hF81):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HF81: tuple[Break, ...] = ()
