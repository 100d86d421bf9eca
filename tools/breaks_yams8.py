"""Planted bugs of the Yams staged moments (round 50): each a realistic one-line bug held by a
test."""

from __future__ import annotations

from tools.breaks import Break

_SLOTS = ("tests/test_yams_stage_keeps_slots.py::"
          "test_the_kept_rows_slots_stay_through_the_stage_and_its_hand_back")

YAMS8_BREAKS: tuple[Break, ...] = (
    Break("yams8.stage_keeps_slots", "a Yams stage hands the table back with its kept row's "
          "slots: none missing under it nor popping in after it", "game/scenes/yams_layout.py",
          "        if ((self.game.finished and self._results_pushed)",
          "        if (self.on_stage is not None or (self.game.finished and self._results_pushed)",
          _SLOTS),
    Break("yams8.full_card_says_total_and_place", "\"Foaie completă!\" is subtitled with the "
          "player's total and place, not the bonus", "game/views/stage_pictures.py",
          "            more[\"caption\"] = standing_words(table, player)",
          "            more[\"caption\"] = table.tr(\"stage.total.rare\", bonus=35)",
          "tests/test_yams_total_by_rarity.py::test_a_rare_total_takes_the_stage_big"),
)
