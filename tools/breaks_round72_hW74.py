"""Planted bugs of round 72's end said once (hW74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HW74: tuple[Break, ...] = ()
