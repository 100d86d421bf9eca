"""Planted bugs of the 10 000 table saying each thing once (round 69, hF70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE20_BREAKS: tuple[Break, ...] = ()
