"""Planted bugs of the 10 000 table's regions (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HOT = "tests/test_farkle_hot_holds_points.py::"

FARKLE5_BREAKS: tuple[Break, ...] = (
    Break("farkle5.hot_ledger_holds", "the hot dice' points are in the ledger's total at once",
          "game/views/farkle_story.py",
          "if game.hot_dice_pending and flow.live() and points is not None:",
          "if False:",
          _HOT + "test_the_ledger_holds_the_hot_dice_points_at_every_beat_of_the_hot_dice"),
    Break("farkle5.hot_bank_says", "under the hot dice' stage the bank button says the points",
          "game/flow/farkle_reading.py",
          "if not lit or not self.game.can_bank:",
          "if not lit or not self.game.can_bank or self.hot_dice_coming:",
          _HOT + "test_the_bank_button_says_the_hot_dice_points_under_the_stage_and_after"),
    Break("farkle5.leader_every_size", "who leads shows in the Tura panel at every size",
          "game/views/farkle_views.py",
          "    elif foot:  # no room for the foot",
          "    elif False:  # no room for the foot",
          "tests/test_farkle_leader_every_size.py::test_the_leader_shows_in_the_turn_panel"),
)
