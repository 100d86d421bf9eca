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

_SHEET = "tests/test_yams_penta_off_the_sheet.py::"

ROUND73_HX79 += (
    Break("yams73.penta_off_the_sheet",
          "a Penta's table comes back only once its regrouping row is off the sheet's side "
          "(its last die crossed the sheet's edge for ~0.1 s at 1366x768)",
          "game/views/stage_gather.py",
          "    return max(theme_stage.YAMS_TABLE_BACK[0], column_reached(picture))\n",
          "    return theme_stage.YAMS_TABLE_BACK[0]\n",
          _SHEET + "test_no_die_lies_over_the_sheet_once_the_table_shows[penta-size1]"),
    Break("yams73.joker_tail_with_table",
          "a Joker Penta's table line, lit action and box show with the table, never over "
          "bare felt (its 60 % frame)",
          "game/views/stage_words.py",
          "        come = clock.progress > table_back_from(picture)  # critic C65; with the "
          "table,\n",
          "        come = clock.progress >= theme_stage.YAMS_EXIT_STAMP[1]  # critic C65; with\n",
          "tests/test_yams_joker_tail_with_table.py::test_the_jokers_pill_and_action_come_with_"
          "the_table[size1]"),
    Break("yams73.joker_row_lands_with_table",
          "a Joker's lifted row lands in its sheet row as the table starts to come back, "
          "never resting alone on bare felt",
          "game/views/stage_row_leaves.py",
          "    return span(clock.progress, start, max(end, stage_gather.table_back_from("
          "picture)))\n",
          "    return span(clock.progress, start, end)\n",
          "tests/test_yams_joker_tail_with_table.py::test_the_jokers_row_lands_home_as_the_"
          "table_comes[size1]"),
)
