"""Planted bugs of round 71's results panels (hR71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_RESULTS_BREAKS: tuple[Break, ...] = ()
