"""Planted bugs of the 10 000 stage ladder and banners (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

LADDER3_BREAKS: tuple[Break, ...] = ()
