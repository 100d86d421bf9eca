"""Planted bugs of the 10 000 bust stamp and coach card at Încasează (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE13_BREAKS: tuple[Break, ...] = ()
