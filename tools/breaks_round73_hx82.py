"""Planted bugs of round 73's helper hX82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CROSS = "tests/test_yams_standings_cross.py::"

ROUND73_HX82: tuple[Break, ...] = (
    Break("hx82.passed_row_whole_or_not_drawn", "a row a new leader glides past is whole or "
          "not drawn, never a cut slice under the rising row's backing",
          "game/views/yams_standings_cross.py",
          "        opacities.append(round(255 * min(1.0, max(0.0, clear / rest))))\n",
          "        opacities.append(255)\n",
          _CROSS + "test_a_passed_row_is_whole_or_not_drawn_at_every_frame_of_the_glide"),
    # (hx82.coach_button_says_it_closes retired by hQ83, round 77: its promise reversed by
    # ruling S40, one next-button rule read off the count, "Am înțeles" gone: critic cB77;
    # tests/test_coach_one_next_word.py, breaks hq83.coach_*)
)
