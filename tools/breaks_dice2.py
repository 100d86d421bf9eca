"""Planted bugs of the throw leaving from one place (round 69, hD69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

DICE2_BREAKS: tuple[Break, ...] = ()
