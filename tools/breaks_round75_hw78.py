"""Planted bugs of round 75's helper hW78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HW78: tuple[Break, ...] = (
    Break("hw78.win_hold_runs_under_the_count",
          "the winning bank's final total stands settled a beat (FARKLE_OVERTAKE_HOLD, S80) "
          "before the win's stage, its hold never spent while the row still counts (critic "
          "cB75: the stage cut in as the count landed)",
          "game/flow/farkle_beats.py",
          "        if (self.win_hold > 0 and self.flight is None and not self.counting_up\n",
          "        if (self.win_hold > 0 and self.flight is None\n",
          "tests/test_farkle_win_hold_hw78.py::"
          "test_the_final_total_stands_settled_a_beat_before_the_win"),
    Break("hw78.results_before_the_win",
          "the results wait for the win's stage: the end's delay never runs out under the "
          "winning total's hold (the results would open over the table, the win unstaged)",
          "game/flow/farkle_flow.py",
          "            if (self.end_wait <= 0 and self.on_top() and self.win_hold <= 0\n",
          "            if (self.end_wait <= 0 and self.on_top()\n",
          "tests/test_farkle_win_hold_hw78.py::"
          "test_the_final_total_stands_settled_a_beat_before_the_win"),
    # retired in round 77 (hW80, ruling S29):
    #   on the stage the figures wait for the rise now, on purpose
    # Break("hw78.figures_wait_for_the_rise",
    #       "the figures under the win's podium and the buttons under them come in with the "
    #       "podium from the stage's first frame (critic cB75: its first beat 35 % bare felt)",
    #       "game/views/stage_held.py",
    #       "    return FIGURES_FROM + (1 - FIGURES_FROM) * grown\n",
    #       "    return grown\n",
    #       "tests/test_stage_win_bare_band_hw78.py::"
    #       "test_no_beat_of_the_win_leaves_a_bare_band[person-size0]"),
    Break("hw78.buttons_not_on_the_stage",
          "the win's stage stands the results' buttons where the card keeps them (critic "
          "cB75: at rest the stage left 16-17 % bare felt)",
          "game/views/stage_held.py",
          "    held.buttons(surface, figures_in(clock))  # where the card keeps them (hW78)\n",
          "    # (the buttons come with the card)\n",
          "tests/test_stage_win_bare_band_hw78.py::"
          "test_no_beat_of_the_win_leaves_a_bare_band[computer-size2]"),
    Break("hw78.buttons_fade_again_on_the_card",
          "after the win's stage the card's buttons are whole and live from its first frame",
          "game/scenes/results.py",
          "        if self.podium_held():  # the win's stage stood them in place (round 75, "
          "hW78)\n",
          "        if not self.podium_held():  # the win's stage stood them in place\n",
          "tests/test_stage_win_bare_band_hw78.py::"
          "test_the_buttons_the_stage_stood_stay_whole_and_live_on_the_card"),
)
