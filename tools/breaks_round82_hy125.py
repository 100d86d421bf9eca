"""Planted bugs of round 82's helper hY125:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HY125: tuple[Break, ...] = (
    Break("hy125.validated_holds_drop_to_the_felt",
          "after 'Validează tura' the held dice leave from the rack, never dropping onto the "
          "felt first (ruling S103 3., critic cA81 #14)",
          "game/scenes/yams_layout.py",
          "            held = self._leaving_held\n",
          "            held = (False,) * DICE_COUNT\n",
          "tests/test_yams_validated_dice_leave_as_one_hy125.py::"
          "test_the_held_dice_fade_in_the_rack_after_validating"),
Break("hy125.sheet_waits_for_the_row",
          "a Yams Penta's stage cross-fades into the whole table, its score sheet with the "
          "rest: never a bare olive sheet while the left side is back (ruling S103 1., "
          "critic cA81 #1)",
          "game/views/stage_gather.py",
          "    return theme_stage.YAMS_TABLE_BACK[0]  # (S103 1.",
          "    return max(theme_stage.YAMS_TABLE_BACK[0], column_reached(picture))  # (S103 1.",
          "tests/test_yams_penta_exit_one_piece_hy125.py::"
          "test_the_sheet_comes_back_with_the_rest_of_the_table"),
    Break("hy125.dimmed_after_the_exit",
          "a Yams Penta's table is back at full light within 0.4 s of its stage's exit "
          "(ruling S103 2., critic cA81 #3: ~2 s dimmed, 'Validează tura' already lit)",
          "game/theme_stage.py",
          "YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[0], YAMS_EXIT_HOME[0])",
          "YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[0], 1.0)",
          "tests/test_yams_penta_exit_one_piece_hy125.py::"
          "test_the_table_is_lit_within_four_tenths_of_a_second"),
    Break("hy125.stage_idles_over_the_lit_table",
          "a Yams Penta's stage leaves once its dice are home over its lit table: no idle "
          "stage left for a click on 'Validează tura' to only end (ruling S103 2.)",
          "game/views/stage_yams_exit.py",
          "    return (stage_gather.homing(clock, picture) >= 1 and",
          "    return (clock.progress >= 1 and",
          "tests/test_yams_penta_exit_one_piece_hy125.py::"
          "test_the_stage_is_gone_once_its_dice_are_home"),
)
