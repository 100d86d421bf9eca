"""Planted bugs of the 10 000 staged moments' input and honesty (round 50): each a realistic one-
line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE3_BREAKS: tuple[Break, ...] = (
)
