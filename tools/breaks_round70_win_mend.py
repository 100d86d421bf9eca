"""Planted bugs of round 70's win stage mends (hW71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_MEND = "tests/test_stage_win_mend.py::"

ROUND70_WIN_MEND: tuple[Break, ...] = (
    Break("winmend70.title_inside", "the win's title grows in whole inside the screen, a "
          "margin under its top (critic C70: \"Victorie!\" cut by the top edge at 1920)",
          "game/views/stage.py", '        if picture.kind == "win":  # growing in, its letters',
          '        if picture.kind == "won":  # growing in, its letters',
          _MEND + "test_the_title_grows_in_whole_inside_the_screen_with_a_margin"),
    Break('winmend70.computer_named_once',
          "the computer's win names it once: by its title (its pill gone, the "
          "title must still say who won) (re-aimed in round 73, hW75: the verdict "
          "names the computer; a title naming no one planted)",
          "game/views/stage_pictures.py",
          "            more[\"confetti\"] = theme_stage.STAGE_COMPUTER_WIN_CONFETTI"
          "  # its rays, no\n",
          "            more[\"confetti\"] = theme_stage.STAGE_COMPUTER_WIN_CONFETTI"
          "  # its rays, no\n"
          "            words = table.tr(\"stage.new_best\")\n",
          "tests/test_stage_win_mend.py::test_the_computers_win_names_it_by_its_title_and_its_block"),
    Break("winmend70.rank_metals", "the podium's blocks are in their places' metals (gold, "
          "silver, bronze), never all gold (critic C70: the 2nd's gold column read as first)",
          "game/widgets/podium.py",  # (hX76: the results' podium on the stage)
          "    metal, _ = MEDAL_COLOURS[max(1, min(3, place))]\n    return metal, blend(",
          "    metal, _ = MEDAL_COLOURS[1]\n    return metal, blend(",
          _MEND + "test_the_podiums_blocks_are_the_results_metals_the_seats_on_a_stripe"),
    # (winmend70.podium_wide retired round 74, hD75:
    # stage_win's own podium, never drawn, removed)
    Break("winmend70.two_winner_left", "of two, the winner's column stands on the left, as the "
          "results' podium stands it (one podium from the stage to the results) (re-aimed "
          "round 74, hD75: at the results' own podium the stage stands)",
          "game/widgets/podium_layout.py",
          "    if len(first) == 3 and first[0].place < first[1].place:\n",
          "    if len(first) >= 2 and first[0].place < first[1].place:\n",
          _MEND + "test_two_players_the_winner_stands_left_as_on_the_results"),
    Break('winmend70.score_once',
          "the winning score is said once, over the winner's column (critic C70: "
          "\"cu 126 de puncte\" over a \"126\" too) (re-aimed in round 73, hW75: the "
          "caption in the alone branch only)",
          "game/views/stage_pictures.py",
          "        words = verdict(table.tr, [table.player_label(i) for i in winners])\n",
          "        words = verdict(table.tr, [table.player_label(i) for i in winners])\n    "
          "    more[\"caption\"] = points_words(table, \"stage.win.points\", score)\n",
          "tests/test_stage_win_mend.py::test_the_winning_score_is_said_once_over_its_column"),
)
