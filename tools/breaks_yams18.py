"""Planted bugs of the Yams stages between beats (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS18_BREAKS: tuple[Break, ...] = (
    Break("yams18.joker_counts_on_stage", "a Joker Penta's Bonus Penta row counts 0→100 under "
          "its whole moment (title, player, confetti), not after they have gone",
          "game/flow/stage.py",
          'FLIGHTS: dict[str, tuple[float, float]] = {"joker_penta": theme_stage.YAMS_JOKER_FLY,',
          'FLIGHTS: dict[str, tuple[float, float]] = {"_": theme_stage.YAMS_JOKER_FLY,',  # (hY74)
          "tests/test_yams_joker_counts_on_stage.py::test_the_jokers_bonus_penta_counts_to_100_"
          "under_its_whole_moment"),
    Break("yams18.penta_table_back_with_dice", "a Penta's table comes back through its veil as "
          "its dice fly home (whole once home), never dice on a bare felt",
          # (re-aimed hE72: the table comes back once the stamp has gone, YAMS_TABLE_BACK)
          # (re-aimed round 82, hY125: S103 1., from the exit's first frame)
          "game/theme_stage.py", "YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[0], YAMS_EXIT_HOME[0])",
          "YAMS_TABLE_BACK = (0.76, 0.8)",
          "tests/test_yams_penta_exit_table.py::test_the_table_comes_back_as_the_pentas_dice_"
          "fly_home"),
    Break('yams18.penta_exit_says_the_line', "as a Penta's stage hands the table back its line "
          "says what to do now (never an empty hint line)",
          # (re-aimed by hY82: said in the prompt's pill (S10))
          'game/views/yams_prompt.py',
          '    if (scene.on_stage is not None and not scene.stage_handing_back) or speaks_for_'
          'prompt(scene):',
          '    if scene.on_stage is not None or speaks_for_prompt(scene):',
          "tests/test_yams_penta_exit_table.py::test_the_pentas_hint_line_shows_as_the_table_"
          "comes_back"),
    Break("yams18.penta_row_leaves_with_words", "a Penta's lifted row leaves with the words "
          "under its dice, never alone on the felt", "game/views/stage_row_leaves.py",
          # (re-aimed hY80: gone before the table comes back)
          "    return span(clock.progress, theme_stage.YAMS_EXIT_WORDS[0],  # gone before the "
          "table\n"
          "                theme_stage.YAMS_HAND_BACK[0])  # comes back (never over its buttons)",
          "    return span(clock.progress, 0.97, 1.0)",
          "tests/test_yams_penta_exit_table.py::test_the_lifted_row_leaves_with_the_words_under_"
          "the_dice"),
)
