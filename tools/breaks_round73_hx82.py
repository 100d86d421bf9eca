"""Planted bugs of round 73's helper hX82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CROSS = "tests/test_yams_standings_cross.py::"
_WAITS = "tests/test_coach_risk_waits.py::"

ROUND73_HX82: tuple[Break, ...] = (
    Break("hx82.passed_row_whole_or_not_drawn", "a row a new leader glides past is whole or "
          "not drawn, never a cut slice under the rising row's backing",
          "game/views/yams_standings_cross.py",
          "        opacities.append(round(255 * min(1.0, max(0.0, clear / rest))))\n",
          "        opacities.append(255)\n",
          _CROSS + "test_a_passed_row_is_whole_or_not_drawn_at_every_frame_of_the_glide"),
    Break("hx82.coach_button_says_it_closes", "a coach card whose next card waits for the "
          "player's move says \"Am înțeles\", never an \"Înainte\" that shows nothing new",
          "game/views/coach_steps.py",
          "        if brought_forward_now(following, moment):\n",
          "        if following:\n",
          _WAITS + "test_the_set_aside_cards_button_says_it_closes_while_the_next_waits_for_a_die"),
)
