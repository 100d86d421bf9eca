"""Planted bugs of the 10 000 table panels and coach (round 50): each a realistic one-line bug held
by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE8_BREAKS: tuple[Break, ...] = (
)
