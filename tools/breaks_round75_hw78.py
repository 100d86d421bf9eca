"""Planted bugs of round 75's helper hW78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HW78: tuple[Break, ...] = (
    Break("hw78.win_hold_runs_under_the_count",
          "the winning bank's final total stands settled a beat (theme_stage.FARKLE_WIN_HOLD) "
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
)
