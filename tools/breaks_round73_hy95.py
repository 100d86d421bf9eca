"""Planted bugs of round 73's helper hY95:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HY95: tuple[Break, ...] = (
    Break("hy95.penta_dice_over_bare_felt", "a Penta's table comes back under its dice as they "
          "leave their lineup, whole before they fly down home (critic H72 #12: they flew over "
          "an empty dark felt at 65 %)", "game/theme_stage.py",
          "YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[0], YAMS_EXIT_HOME[0])",  # (re-aimed hX79;
          # round 82, hY125: S103 1.)
          "YAMS_TABLE_BACK = (YAMS_EXIT_REGROUP[1], YAMS_EXIT_HOME[1])",
          "tests/test_yams_penta_exit_table.py::test_the_table_is_under_the_pentas_dice_all_the_"
          "way_home"),
    Break("hy95.first_record_unstaged", "a first game alone the statistics kept sets the "
          "person's first record and its end is staged \"Nou record!\" (critic H72 #5: the "
          "table promised it, the end said nothing)", "game/scenes/yams_port.py",
          "        return is_new_best(self.scene.previous_best, score) or self.scene.first_record",
          "        return is_new_best(self.scene.previous_best, score)",
          "tests/test_yams_win_stage.py::test_a_first_game_alone_sets_a_record_and_its_end_"
          "says_so"),
    Break("hy95.first_record_unkept", "a first record is claimed only when the statistics "
          "kept the game (the store's truth)", "game/flow/personal_best.py",
          "    return tally.games == 1 and tally.best == score",
          "    return tally.games <= 1",
          "tests/test_personal_best.py::test_a_first_game_sets_a_record_only_when_the_"
          "statistics_kept_it"),
    Break("hy95.first_record_results_quiet", "the results of a first record say it in gold "
          "(not the quiet end)", "game/flow/personal_best.py",
          "    return not (is_new_best(previous, score) or first)",
          "    return not is_new_best(previous, score)",
          "tests/test_yams_win_stage.py::test_a_first_game_alone_sets_a_record_and_its_end_"
          "says_so"),
    Break("hy95.solo_card_bands", "a game alone's results card is as wide as its plate and a "
          "little air (critic H72 #5: a wide band of bare card each side of the plate)",
          "game/widgets/podium_plate.py",  # (round 74, hY96: re-aimed, the plate now
          "PLATE_WIDTH = 1800\n", "PLATE_WIDTH = 760\n",  # as wide as the card)
          "tests/test_results_solo_card_fits.py::test_the_solo_card_hugs_its_plate_across"),
)
