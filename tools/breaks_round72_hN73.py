"""Planted bugs of round 72's New Game and Menu (hN73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HN73: tuple[Break, ...] = (
    Break("newgame72.swap_across_wrap", "a swap chip between the last card of a row and the "
          "first of the next (critic F71)",
          "game/scenes/new_game_cards.py",
          "                rect.center = self.wrap_swap_centre(left, right, side)\n",
          "                continue\n",
          "tests/test_new_game_swap_wrap.py::test_a_chip_swaps_the_people_across_the_wrap"),
)
