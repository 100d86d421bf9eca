"""Planted bugs of round 73's helper hX85:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HX85: tuple[Break, ...] = ()
