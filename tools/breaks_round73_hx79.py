"""Planted bugs of round 73's helper hX79:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CARD = "tests/test_stats_one_game_card_full.py::"

ROUND73_HX79: tuple[Break, ...] = (
    Break("stats73.one_game_card_fact",
          "after one 10 000 game its card says the game's length in turns and the winner's "
          "total under its place (critic K72 #11: an empty band under its heading)",
          "game/scenes/statistics.py",
          "        if not game.turns:\n            return \"\"\n",
          "        if game.turns:\n            return \"\"\n",
          _CARD + "test_the_one_game_card_says_its_length_and_the_winner_close_under_its_"
          "heading[size0]"),
    Break("stats73.one_game_card_optical_middle",
          "three lines of a game's words stand a third of the card's spare room under its "
          "heading, not half (the band under the heading the critic named)",
          "game/widgets/charts.py",
          "    lift = spare // 3 if lines > 2 else spare // 2",
          "    lift = spare // 2",
          _CARD + "test_the_one_game_card_says_its_length_and_the_winner_close_under_its_"
          "heading[size0]"),
)
