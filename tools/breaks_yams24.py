"""Planted bugs of the Yams staged moments (round 69, hY77):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS24_BREAKS: tuple[Break, ...] = ()
