"""Planted bugs of Scores with few entries (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BANDS = "tests/test_scores_few_bands.py::"

SIDE16_BREAKS: tuple[Break, ...] = (
    Break("side16.short_boards_centred", "two short boards stand centred under the title",
          "game/scenes/scores_few.py", "        shift = self.shift_for()\n",
          "        shift = 0\n",
          _BANDS + "test_short_boards_stand_centred_one_height_and_say_the_invitation_once"),
    Break("side16.short_panels_end", "two short boards' panels end after their used rows",
          "game/scenes/scores.py", "            inner.h = few_end - inner.y\n",
          "            inner.h = inner.h\n",
          _BANDS + "test_no_board_count_leaves_a_bare_band"),
    Break("side16.invitation_once", "two short boards say the invitation once, under both",
          "game/scenes/scores.py",
          "if 1 <= len(rows) <= 3 and not self.invite_spans() and row_said:",
          "if 1 <= len(rows) <= 3 and row_said:",
          "tests/test_scores_few_entries.py::"
          "test_few_scores_say_one_invitation_under_both_boards"),
    Break("side16.short_yams_keeps_height", "a short Yams board beside a list keeps its "
          "height", "game/scenes/scores_aim.py",
          'all(self.few(board) for board in KINDS) or kind == "yams":',
          "all(self.few(board) for board in KINDS):",
          _BANDS + "test_a_short_board_beside_a_list_keeps_its_height_and_invites_on_a_card"),
    Break("side16.beside_card", "a short board beside a list invites on a card in its lower "
          "part", "game/scenes/scores.py",
          "        if self.beside_list(kind):  # a short board beside a list:",
          "        if False:  # a short board beside a list:",
          _BANDS + "test_a_short_board_beside_a_list_keeps_its_height_and_invites_on_a_card"),
    Break("side16.rows_read_once", "Scores reads its boards' rows once, not every frame",
          "game/scenes/scores.py", "        made = self.rows_read.get(key)",
          "        made = None",
          "tests/test_scores_rows_once.py::test_a_second_frame_writes_no_date_again"),
)
