"""Planted bugs of the Yams stages (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLEAR = "tests/test_stage_confetti_clear.py::"
_TOTAL = "tests/test_yams_total_counted_reads.py::"
# (round 74, hX87: the Penta's lower part and its breaks retired, ruling S12)

YAMS17_BREAKS: tuple[Break, ...] = (
    Break("yams17.confetti_over_the_words", "a grand stage's confetti passes behind what is "
          "read under its stamp (the row, the name, the caption, a figure), never over it "
          "(critic C64)", "game/views/stage.py",
          "                                    clear)  # never over what is read under the "
          "stamp",
          "                                    [])  # never over what is read under the "
          "stamp",
          _CLEAR + "test_no_confetti_over_the_jokers_bonus_row_and_its_plus_100[size1]"),
    Break("yams17.joker_reason_late", "a forced Joker's stage says its reason and its "
          "+100 from its first frame, with its dice (critic C64: its first beat was a hole)",
          "game/views/stage_words.py",
          "    return 0.0 if picture.figure_under_caption() else CAPTION_IN",
          "    return CAPTION_IN",
          "tests/test_yams_joker_first_beat.py::test_the_jokers_reason_and_bonus_show_from_"
          "its_first_frame[size2]"),
    Break("yams17.count_frame_faint", "a sum cell counting on the sheet is ringed in a "
          "colour standing out 3:1 from its glow and the sheet (critic C64)",
          "game/views/yams_moments.py",
          "            pygame.draw.rect(surface, theme_stage.YAMS_COUNT_FRAME, inner,",
          "            pygame.draw.rect(surface, theme.GOLD_DARK, inner,",
          _TOTAL + "test_the_counted_totals_frame_stands_out[size2]"),
    Break("yams17.count_figure_small", "the TOTAL counting in its row is the largest number "
          "of the row, at 1024x600 too (critic C64)", "game/views/yams_moments.py",
          "                       round(inner.h * theme_stage.YAMS_COUNT_FIT))",
          "                       round(inner.h * 0.95))",
          _TOTAL + "test_the_counted_total_is_the_largest_number_of_its_row[size2]"),
)
