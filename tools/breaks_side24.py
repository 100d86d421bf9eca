"""Planted bugs of Statistics in English and the Scores boards (round 69, hS69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE24_BREAKS: tuple[Break, ...] = ()
