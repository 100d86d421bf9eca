"""Planted bugs of a reviewer's findings on the stage's views (round 69, hK71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND9_BREAKS: tuple[Break, ...] = ()
