"""Planted bugs of round 75's helper hX88:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HX88: tuple[Break, ...] = (
    Break("hx88.upper_bonus_small",
          "the upper bonus's stamp is about a third of the felt's width, next after the grand "
          "ones (critic cA75: 'Bonus!' small)",
          "game/flow/stage.py",
          '                                  "upper_bonus": theme_stage.YAMS_BONUS_TITLE}\n',
          '                                  "upper-bonus": theme_stage.YAMS_BONUS_TITLE}\n',
          "tests/test_stage_upper_bonus_scale.py::"
          "test_the_upper_bonus_stamp_is_about_a_third_of_the_felt"),
    Break("hx88.penta_exit_flat",
          "a Penta's exit is one dissolve: its stamp at half strength until its table is a "
          "quarter back (critic cA75: dice alone on flat felt)",
          "game/views/stage.py",
          "        seen = start + 0.25 * (theme_stage.YAMS_TABLE_BACK[1] - start)\n",
          "        seen = start + 0.25 * (theme_stage.YAMS_EXIT_STAMP[1] - start)\n",
          "tests/test_yams_penta_exit_never_flat.py::"
          "test_a_pentas_exit_frames_show_its_stamp_or_its_table"),
)
