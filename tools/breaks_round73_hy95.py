"""Planted bugs of round 73's helper hY95:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HY95: tuple[Break, ...] = (
    Break("hy95.penta_dice_over_bare_felt", "a Penta's table comes back under its dice as they "
          "leave their lineup, whole before they fly down home (critic H72 #12: they flew over "
          "an empty dark felt at 65 %)", "game/theme_stage.py",
          "YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[1], YAMS_EXIT_REGROUP[1])",
          "YAMS_TABLE_BACK = (YAMS_EXIT_REGROUP[1], YAMS_EXIT_HOME[1])",
          "tests/test_yams_penta_exit_table.py::test_the_table_is_under_the_pentas_dice_all_the_"
          "way_home"),
)
