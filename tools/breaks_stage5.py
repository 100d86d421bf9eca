"""Planted bugs of the 10 000 staged moments and banners (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE5_BREAKS: tuple[Break, ...] = ()
