"""Planted bugs of Scores with few entries (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BANDS = "tests/test_scores_few_bands.py::"

SIDE16_BREAKS: tuple[Break, ...] = (
    # side16.short_boards_centred, side16.short_panels_end and side16.invitation_once retired
    # by hS65: critic A64 reversed their promise (two short boards centred, ending after
    # their rows, one invitation under both); each short board now stands full height with
    # its own card (tests/test_scores_own_invitations.py, side18's breaks)
    Break("side16.short_yams_keeps_height", "a short Yams board beside a list keeps its "
          "height", "game/scenes/scores_aim.py",
          'if not self.few(kind) or kind == "yams":',  # (re-pointed hS65; hK62: few)
          "if not self.few(kind):",
          _BANDS + "test_a_short_board_beside_a_list_keeps_its_height_and_invites_on_a_card"),
    Break("side16.beside_card", "a short board beside a list invites on a card in its lower "
          "part", "game/scenes/scores.py",
          "        if self.few(kind):  # a short board beside a list:",  # (hK62: few)
          "        if False:  # a short board beside a list:",
          _BANDS + "test_a_short_board_beside_a_list_keeps_its_height_and_invites_on_a_card"),
    Break("side16.rows_read_once", "Scores reads its boards' rows once, not every frame",
          "game/scenes/scores.py", "        made = self.rows_read.get(key)",
          "        made = None",
          "tests/test_scores_rows_once.py::test_a_second_frame_writes_no_date_again"),
)
