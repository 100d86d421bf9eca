"""Planted bugs of round 78's merge mender fixA:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_FIXA: tuple[Break, ...] = (
)
