"""Planted bugs of round 73's helper hT73:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HT73: tuple[Break, ...] = ()
