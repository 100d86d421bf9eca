"""Planted bugs of the Yams hold row's one look (round 68):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS22_BREAKS: tuple[Break, ...] = ()
