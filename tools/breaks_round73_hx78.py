"""Planted bugs of round 73's helper hX78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HX78: tuple[Break, ...] = (
    Break("hx78.left_column_flat_felt", "the Yams left column's room over its parts goes to "
          "the dice, the kept row and the cup, the buttons at its foot (critic L72 #11: flat "
          "felt under 'Anulează')", "game/scenes/yams_layout.py",
          "        die = self._grown_die(base, room)\n",
          "        die = base\n",
          "tests/test_yams_left_column_filled.py::test_the_columns_room_goes_to_the_dice_not_"
          "under_the_buttons"),
    Break("hx78.record_said_twice", "a record staged \"Nou record!\" is not said again on "
          "the results card: its plate says the old best and the gap (hY95's note)",
          "game/scenes/yams_table.py",
          "self.first_record, staged=bool(self.end_said()))",
          "self.first_record)",
          "tests/test_record_said_once.py::test_a_record_staged_is_not_said_again_on_the_"
          "results"),
)
