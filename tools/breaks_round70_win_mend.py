"""Planted bugs of round 70's win stage mends (hW71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_WIN_MEND: tuple[Break, ...] = ()
