"""Planted bugs of round 73's helper hX84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HX84: tuple[Break, ...] = ()
