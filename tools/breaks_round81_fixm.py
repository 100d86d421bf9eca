"""Planted bugs of round 81's fix helper fixM:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_FIXM: tuple[Break, ...] = (
    Break("fixm.timer_row_stays_beside_the_badge",
          "the Yams '?' card 7's row drops under the badge to reach across the card where it "
          "has the room: beside S93 2.'s larger ring its '25' stays clear of the ring (fixM)",
          "game/scenes/yams_help.py",
          "        if top + words_h + gap < under_badge and under_badge + cell_h <= inside"
          ".bottom:\n",
          "        if top + words_h + gap < under_badge and under_badge + cell_h < inside"
          ".top:\n",
          "tests/test_yams_help_timer_clear.py::"
          "test_the_timer_cards_words_figure_ring_and_badge_stand_apart"),
    Break("fixm.timer_two_lines_past_the_card",
          "the Yams '?' card 7's two headline lines and its row keep inside the card's air "
          "(Romanian at 1024 beside S93 2.'s ring: the line's foot is the gap; fixM)",
          "game/scenes/yams_help.py",
          "        gap = max(0, min(gap, inside.h - words_h - cell_h))\n",
          "        gap = max(1, min(gap, inside.h - words_h - cell_h))\n",
          "tests/test_help_card_air.py::test_every_picture_keeps_air_inside_its_card"),
)
