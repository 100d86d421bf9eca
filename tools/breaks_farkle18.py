"""Planted bugs of the 10 000 fixed slots and Chintă hand-back (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE18_BREAKS: tuple[Break, ...] = ()
