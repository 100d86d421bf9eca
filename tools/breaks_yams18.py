"""Planted bugs of the Yams stages between beats (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS18_BREAKS: tuple[Break, ...] = ()
