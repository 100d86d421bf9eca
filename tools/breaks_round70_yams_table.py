"""Planted bugs of round 70's Yams table (hY82):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_END = "tests/test_yams_end_beats.py::"
_COMPUTER_LAST = _END + "test_the_computers_last_box_keeps_the_key_line_and_counts_no_throw"

ROUND70_YAMS_TABLE: tuple[Break, ...] = (
    Break("yt70.no_zero_count", "a button nobody can press says no count (critic D69: a "
          "greyed \"Aruncă 0\" on the finished table)", "game/scenes/yams_table.py",
          "        if shown is None or shown == 0 or self.game.finished:",
          "        if shown is None or self.game.finished:",
          "tests/test_yams_throws_left_readable.py::test_once_the_throws_are_spent_the_greyed_"
          "button_counts_none"),
    Break("yt70.keys_through_the_last_box", "the key line keeps its place through the last "
          "box, until the results cover it (critic D69: it vanished)",
          "game/scenes/yams_table_draw.py",
          "        if not ended:  # the keys of a turn; once the last box is written",
          "        if not game.finished:  # the keys of a turn; once the last box is written",
          _COMPUTER_LAST),
)
