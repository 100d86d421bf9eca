"""Planted bugs of the 10 000 table and coach (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE17_BREAKS: tuple[Break, ...] = ()
