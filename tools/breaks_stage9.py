"""Planted bugs of the goal's stage over a hushed table (round 68):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE9_BREAKS: tuple[Break, ...] = ()
