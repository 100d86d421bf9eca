"""Planted bugs of Yams stages leaving nothing behind (round 69, hY80):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS27_BREAKS: tuple[Break, ...] = ()
