"""Planted bugs of round 75's helper hY102:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_EVERY = ("tests/test_yams_standings_every_row.py::"
          "test_every_rows_name_is_drawn_on_every_frame_of_the_glide")

ROUND75_HY102: tuple[Break, ...] = (
    # (hy102.passed_row_gone retired round 78 by hY109:
    # ruling S44, critic cA77 #8, the standings' rows flip in their cells, no longer
    # gliding over each other: no row is passed; a flipping row
    # folds, never gone: hy109.standings_row_gone)
    # (hy102.hop_under_the_rows retired round 78 by hY109:
    # ruling S44, critic cA77 #8, the standings' rows flip in their cells, no longer
    # gliding over each other: no row changes column)
)
