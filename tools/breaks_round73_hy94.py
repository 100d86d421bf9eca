"""Planted bugs of round 73's helper hY94:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HY94: tuple[Break, ...] = ()
