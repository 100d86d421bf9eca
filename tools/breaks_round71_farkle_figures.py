"""Planted bugs of round 71's 10 000 figures said once (hF77):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_FARKLE_FIGURES_BREAKS: tuple[Break, ...] = ()
