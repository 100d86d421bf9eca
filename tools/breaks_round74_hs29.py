"""Planted bugs of round 74's helper hS29:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FIRST = "tests/test_scores_first_place_line.py::"

ROUND74_HS29: tuple[Break, ...] = (
    Break("hs29.first_place_line_uncounted",
          "a lone record's tile says 'Pentru locul 1 · 232 · de puncte sau mai mult', its "
          "line counted as Romanian counts (critic: 'Locul 1 de la 232' read awkwardly)",
          "game/scenes/scores_facts.py",
          'self.tr.n("scores.facts.or_more", least))]  # step says any score\n',
          'self.tr("scores.facts.or_more"))]  # step says any score\n',
          _FIRST + "test_the_first_places_tile_reads_as_romanian_counts"),
)
