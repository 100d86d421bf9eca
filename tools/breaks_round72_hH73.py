"""Planted bugs of round 72's 10 000 help story (hH73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HH73: tuple[Break, ...] = ()
