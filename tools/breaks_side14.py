"""Planted bugs of New Game and Scores (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

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
)
