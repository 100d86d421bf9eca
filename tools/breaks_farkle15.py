"""Planted bugs of the 10 000 banners' exits and the quiet turn pass (round 64):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE15_BREAKS: tuple[Break, ...] = ()
