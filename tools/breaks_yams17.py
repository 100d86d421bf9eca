"""Planted bugs of the Yams stages (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLEAR = "tests/test_stage_confetti_clear.py::"

YAMS17_BREAKS: tuple[Break, ...] = (
    Break("yams17.confetti_over_the_words", "a grand stage's confetti passes behind what is "
          "read under its stamp (the row, the name, the caption, a figure), never over it "
          "(critic C64)", "game/views/stage.py",
          "                                    clear)  # never over what is read under the "
          "stamp",
          "                                    [])  # never over what is read under the "
          "stamp",
          _CLEAR + "test_no_confetti_over_the_jokers_bonus_row_and_its_plus_100[size1]"),
    Break("yams17.confetti_over_the_total", "a full card's TOTAL figure by its row is kept "
          "clear of the confetti as it counts", "game/views/stage_clear.py",
          "        found.append(_figure_by_box(picture, top))",
          "        pass",
          _CLEAR + "test_no_confetti_over_a_full_cards_total_its_row_or_its_standings"),
)
