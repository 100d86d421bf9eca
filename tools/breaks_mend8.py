"""Planted bugs of a reviewer's findings, part 1 (round 69, hK70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND8_BREAKS: tuple[Break, ...] = ()
