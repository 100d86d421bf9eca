"""Planted bugs of the 10 000 last round and banners (round 50): each a realistic one-line bug held
by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE7_BREAKS: tuple[Break, ...] = (
)
