"""Planted bugs of the faster suite's kept promises (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SUITE_BREAKS: tuple[Break, ...] = ()
