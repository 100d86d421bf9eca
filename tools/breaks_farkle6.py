"""Planted bugs of the 10 000 table panels (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE6_BREAKS: tuple[Break, ...] = ()
