"""Planted bugs of the goal's one plate (round 69, hG69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE10_BREAKS: tuple[Break, ...] = ()
