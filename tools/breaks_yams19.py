"""Planted bugs of the Yams table (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WORDS = "tests/test_yams_table_words.py::"

YAMS19_BREAKS: tuple[Break, ...] = (
    Break("yams19.winner_before_victory", "until the winner is said (\"Victorie!\", the "
          "results) the finished table says only what was written last (critic C65)",
          "game/flow/yams_end_line.py", "    if not flow.results_shown:",
          "    if flow.results_shown:",
          _WORDS + "test_the_end_says_the_last_box_not_the_winner_before_victory"),
    Break("yams19.upper_bonus_unsaid", "the upper bonus is said with the box that earned it "
          "(\"· Bonus +35\", critic C65)", "game/flow/yams_reading.py",
          "        if event.upper_bonus_reached:", "        if False:",
          _WORDS + "test_the_upper_bonus_is_said_with_the_box_that_earned_it"),
)
