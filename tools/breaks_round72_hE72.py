"""Planted bugs of round 72's stage ends (hE72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEAVE = "tests/test_stage_words_leave_first.py::test_no_stage_word_stands_over_the_table_" \
    "coming_back"

ROUND72_HE72: tuple[Break, ...] = (
    Break("hE72.penta_table_back_under_stamp", "a Penta's table comes back through its veil "
          "only once its stamp has gone (critic D71: \"Penta!\" half there over the scorecard "
          "fading in)", "game/theme_stage.py",
          "YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[1], YAMS_EXIT_HOME[1])",
          "YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[0], YAMS_EXIT_HOME[1])",
          _LEAVE + "[_penta-penta-size0]"),
    Break("hE72.bonus_words_over_lifting_table", "the upper bonus's words fade over a table "
          "still hushed whole, lifting only once they have gone (critic D71: the \"35\" over "
          "\"Suită mică\")", "game/views/stage.py",
          "        darkness = max(darkness, 1 - span(clock.progress, STAMP_GONE, 1.0))",
          "        darkness = max(darkness, 1 - span(clock.progress, GONE, 1.0))",
          _LEAVE + "[_upper-upper_bonus-size2]"),
    Break("hE72.joker_caption_before_name", "a Joker's reason never reads before its player's "
          "name over it (critic D71: who, then what)", "game/views/stage.py",
          "                                 named if picture.kind in stage_gather.YAMS_GATHERED "
          "else stays)", "                                 stays)",
          "tests/test_yams_joker_first_beat.py::test_the_jokers_player_is_named_before_its_"
          "reason"),
)
