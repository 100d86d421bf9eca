"""Planted bugs of round 73's helper hX82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CROSS = "tests/test_yams_standings_cross.py::"

ROUND73_HX82: tuple[Break, ...] = (
    # (hx82.passed_row_whole_or_not_drawn retired round 78 by hY109:
    # ruling S44, critic cA77 #8, the standings' rows flip in their cells, no longer
    # gliding over each other: no row passes another;
    # tests/test_yams_standings_flip_hy109.py, breaks hy109.standings_*)
    # (hx82.coach_button_says_it_closes retired by hQ83, round 77: its promise reversed by
    # ruling S40, one next-button rule read off the count, "Am înțeles" gone: critic cB77;
    # tests/test_coach_one_next_word.py, breaks hq83.coach_*)
)
