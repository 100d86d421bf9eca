"""Planted bugs of the 10 000 moments' rarity ladder (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE6_BREAKS: tuple[Break, ...] = ()
