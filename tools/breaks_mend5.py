"""Planted bugs of the round-67 review's 10 000 tray and bust mends:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND5_BREAKS: tuple[Break, ...] = ()
