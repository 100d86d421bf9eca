"""Planted bugs of the Yams table's beats (round 69, hY76):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS23_BREAKS: tuple[Break, ...] = ()
