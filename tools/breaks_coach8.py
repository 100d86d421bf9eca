"""Planted bugs of the coach's place (round 69, hC69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH8_BREAKS: tuple[Break, ...] = ()
