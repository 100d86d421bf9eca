"""Planted bugs of New Game and Scores (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FEW = "tests/test_scores_few_entries.py::"
_ONE_ROW = ("tests/test_new_game_one_row_fills.py::test_one_row_of_cards_fills_the_band_two_"
            "rows_stay")

SIDE14_BREAKS: tuple[Break, ...] = (
    Break("side14.one_row_grows", "New Game's one row of seat cards grows into the band "
          "(critic A61: ~40 % of the screen bare felt round the seven's small cards)",
          "game/scenes/new_game_places.py",
          "            size = self.one_row_size(size)",
          "            size = size",
          _ONE_ROW + "[yams-size1]"),
    Break("side14.one_row_capped", "a card of one row is no taller than 1.2 times its width "
          "(a playing card's shape, not a pole)",
          "game/scenes/new_game_places.py",
          "        return width, max(height, min(2 * height + row_gap,",
          "        return width, max(height, max(2 * height + row_gap,",
          _ONE_ROW + "[yams-size0]"),
    Break("side14.podium_one_height", "the Scores podium keeps one height whatever the boards "
          "hold (critic A61: it jumped between 1, 2, 3 and 10 scores)",
          "game/scenes/scores.py",
          "        return self._room() - (MAX_ROWS - 3 + 1) * self.row_height() - "
          "self.px(CARD_GAP)",
          "        return self._room() - (len(self.rows(kind)) + 1) * self.row_height() - "
          "self.px(CARD_GAP)",
          _FEW + "test_the_podium_keeps_one_height_and_its_first_step_stands_out[size1]"),
    Break("side14.first_step_stands_out", "the podium's first step visibly taller than the "
          "second's and third's (critic A61: the steps barely differed)",
          "game/scenes/scores_podium.py",
          "STEP_HEIGHTS = (1.0, 0.86, 0.8)", "STEP_HEIGHTS = (1.0, 0.92, 0.86)",
          _FEW + "test_the_podium_keeps_one_height_and_its_first_step_stands_out[size2]"),
    # side14.fourth_row_invites retired by hS65: its promise (a board of one to three
    # scores says its invitation in its fourth row) was reversed by hS64 and critic A64:
    # each short board says it on its own card (tests/test_scores_own_invitations.py)
)
