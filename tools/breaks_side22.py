"""Planted bugs of Settings at 1024 (round 68):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE22_BREAKS: tuple[Break, ...] = ()
