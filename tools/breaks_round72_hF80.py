"""Planted bugs of round 72's 10 000 banners (hF80):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HF80: tuple[Break, ...] = ()
