"""Planted bugs of the 10 000 goal, big bank and rare stages' exits (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE11_BREAKS: tuple[Break, ...] = ()
