"""Planted bugs of round 80's helper fixI:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_FIXI: tuple[Break, ...] = (
    # (fixi.ended_pill_says_done retired round 82, hY129: S113 2. reversed it on purpose;
    # the greyed pill names the player beside their last box's line, "a terminat" after)
    Break("fixi.bonus_band_empties_early", "the upper bonus's band keeps its words whole "
          "until it begins to fold, never an empty gold band over the dark table (S78 2., "
          "S78 amended round 80 fixI)", "game/flow/yams_bonus_band.py",
          "span(u, CLOSE[0] - 0.04, CLOSE[0] + 0.01)",
          "span(u, CLOSE[0] - 0.24, CLOSE[0] - 0.19)",
          "tests/test_yams_stage_no_gap.py::"
          "test_no_gap_opens_over_the_row_as_the_figure_flies_off"),
    Break("fixi.bonus_band_shorter_than_its_words", "the upper bonus's \"+35\" stands whole "
          "in its band, whoever plays (S78 2., S78 amended round 80 fixI)",
          "game/views/yams_bonus_band.py",
          "    height = min(round(felt.h * BAND_SHARE), content_height(picture) + 2 * "
          "pad(picture))",
          "    height = min(round(felt.h * BAND_SHARE), content_height(picture) // 2)",
          "tests/test_yams_strip_one_width.py::"
          "test_the_strip_is_one_width_with_1_2_4_and_6_players"),
)
