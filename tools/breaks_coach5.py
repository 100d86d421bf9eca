"""Planted bugs of the coach card at Încasează (round 64):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH5_BREAKS: tuple[Break, ...] = ()
