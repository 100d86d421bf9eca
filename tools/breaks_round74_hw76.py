"""Planted bugs of round 74's helper hW76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HW76: tuple[Break, ...] = (
    Break("hw76.tie_target_twice",
          "a 10 000 tie's results say 'Obiectiv atins cu +100' once across the tied winners, "
          "never under each of them",
          "game/widgets/podium.py",
          "            if len(steps) > 1}\n",
          "            if len(steps) > 9}\n",
          "tests/test_results_target_said_once.py::test_a_ties_target_line_is_said_once_a_frame"),
    Break("hw76.results_reburst",
          "the results after a win's stage continue its confetti from above the window's "
          "top, never a second burst in the air at once",
          "game/scenes/results.py",
          "        burst = celebrates and not self.said and not self.confetti_bursts",
          "        burst = celebrates and not self.confetti_bursts",
          "tests/test_confetti_one_burst.py::"
          "test_the_results_after_a_win_stage_burst_no_confetti_again"),
    Break("hw76.resize_reburst",
          "a window resized over the results throws no second burst of confetti",
          "game/scenes/results.py",
          "        burst = celebrates and not self.said and not self.confetti_bursts",
          "        burst = celebrates and not self.said",
          "tests/test_confetti_one_burst.py::test_a_results_panel_with_no_stage_bursts_once"),
)
