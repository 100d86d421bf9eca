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
    # side16.short_yams_keeps_height and side16.beside_card retired by hS67 (ruling S4: ten Scores
    # places): no card under a
    # short board, its ghost rows fill it
    Break("side16.rows_read_once", "Scores reads its boards' rows once, not every frame",
          "game/scenes/scores.py", "        made = self.rows_read.get(key)",
          "        made = None",
          "tests/test_scores_rows_once.py::test_a_second_frame_writes_no_date_again"),
)
