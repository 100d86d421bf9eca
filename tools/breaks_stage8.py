"""Planted bugs of the 10 000 bust stamp and size ladder (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE8_BREAKS: tuple[Break, ...] = ()
