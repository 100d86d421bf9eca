"""Planted bugs of the coach's proofs after its one place (round 69, hK69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND7_BREAKS: tuple[Break, ...] = ()
