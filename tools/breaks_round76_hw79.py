"""Planted bugs of round 76's helper hW79:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HW79: tuple[Break, ...] = (
    Break("hw79.results_on_tinted_felt",
          "the results stand on the table's own rich green felt, never the olive of a gold "
          "seat's tint (round 76, hW79)",
          "game/scenes/results_picture.py",
          "            backdrop(kept, 0, self.scale, centre, seat, END_FELT)  # hushed into the\n",
          "            backdrop(kept, 0, self.scale, centre, seat)  # hushed into the\n",
          "tests/test_end_felt_hw79.py::test_the_results_stand_on_the_tables_rich_green_felt"),
    Break("hw79.win_on_tinted_felt",
          "the win's stage stands on the end's green felt, untinted (round 76, hW79)",
          "game/views/stage_table.py",
          "            felt = theme_stage.END_FELT if self.kind in END_KINDS else None\n",
          "            felt = None\n",
          "tests/test_end_felt_hw79.py::test_the_wins_stage_stands_on_that_green_felt"),
    Break("hw79.no_winners_moment",
          "a game of several players' end gives the winner their own moment before the "
          "win's stage and its podium (round 76, hW79)",
          "game/scenes/table_base.py",
          "        if kind == \"win\":  # the winner's own moment first, the win's stage "
          "waiting under it\n",
          "        if kind == \"record\":  # the winner's own moment first, the win's stage "
          "waiting under it\n",
          "tests/test_end_champion_hw79.py::"
          "test_the_winners_moment_comes_first_brief_its_clocks_waiting"),
    Break("hw79.winners_moment_skip_leaves_stage",
          "a click or a key on the winner's moment skips it and the win's stage under it: "
          "the results at once (round 76, hW79)",
          "game/scenes/champion.py",
          "            self.end(skip_stage=True)\n",
          "            self.end()\n",
          "tests/test_end_champion_hw79.py::"
          "test_a_key_skips_the_winners_moment_and_the_stage_to_the_results"),
    Break("hw79.winners_moment_long",
          "the winner's moment is brief (at most 1.5 s; round 76, hW79)",
          "game/theme_stage.py",
          "CHAMPION_SECONDS = 1.4\n",
          "CHAMPION_SECONDS = 2.4\n",
          "tests/test_end_champion_hw79.py::"
          "test_the_winners_moment_comes_first_brief_its_clocks_waiting"),
    Break("hw79.winners_name_small",
          "the winner's name is the moment's largest words (round 76, hW79)",
          "game/views/stage_champion.py",
          "                             else theme_stage.CHAMPION_NAME))\n",
          "                             else theme_stage.CHAMPION_SCORE))\n",
          "tests/test_end_champion_hw79.py::"
          "test_the_winners_name_is_the_largest_words_centred_under_a_trophy"),
    Break("hw79.winners_moment_alone",
          "a game played alone has no winner's moment (its record's stage says it; round 76, "
          "hW79)",
          "game/flow/champion.py",
          "    if len(players) < 2 or not ranking:\n",
          "    if not ranking:\n",
          "tests/test_end_champion_hw79.py::test_a_game_alone_has_no_winners_moment"),
)
