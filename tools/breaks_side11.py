"""Planted bugs of New Game, Scores, Statistics, Rules and the help pages (round 50): each a
realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE11_BREAKS: tuple[Break, ...] = (
)
