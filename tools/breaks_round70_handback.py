"""Planted bugs of round 70's 10 000 moments handing back (hF74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_HANDBACK: tuple[Break, ...] = ()
