"""Planted bugs of round 81's fix helper fixM:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_FIXM: tuple[Break, ...] = (
    Break("fixm.timer_row_stays_beside_the_badge",
          "the Yams '?' card 7's row drops under the badge to reach across the card where it "
          "has the room: beside S93 2.'s larger ring its '25' stays clear of the ring (fixM)",
          "game/scenes/yams_help.py",
          "        if top + words_h + gap < under_badge and under_badge + cell_h <= inside.bottom:\n",
          "        if top + words_h + gap < under_badge and under_badge + cell_h < inside.top:\n",
          "tests/test_yams_help_timer_clear.py::"
          "test_the_timer_cards_words_figure_ring_and_badge_stand_apart"),
    Break("fixm.timer_row_taller_than_its_card",
          "the Yams '?' card 7's row is no taller than the card leaves it under its headline "
          "(Romanian at 1024: 1 px past the card's air beside S93 2.'s ring; fixM)",
          "game/scenes/yams_help.py",
          "        cell_h = max(badge_across(self.scale), min(cell_h, inside.h - words_h - 1))\n",
          "        cell_h = max(badge_across(self.scale), cell_h)\n",
          "tests/test_help_card_air.py::test_every_picture_keeps_air_inside_its_card"),
)
