"""Planted bugs of the Yams TOTAL stage in step (round 69, hY79):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS26_BREAKS: tuple[Break, ...] = (
    # yams26.glide_as_count_passes retired in round 74 (hD74): the TOTAL stage's standings
    # (their glide as its count went past, game.flow.stage.reranked) retired with that stage
)
