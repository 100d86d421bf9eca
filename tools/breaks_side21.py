"""Planted bugs of Scores ten places and Statistics type (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE21_BREAKS: tuple[Break, ...] = ()
