"""Planted bugs of the 10 000 stage ladder, big bank and transition frames (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE4_BREAKS: tuple[Break, ...] = (
)
