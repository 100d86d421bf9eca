"""Planted bugs of round 71's one continuous podium (hW72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_PODIUM_BREAKS: tuple[Break, ...] = ()
