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
    Break("hx78.farkle_first_record_of_yams", "a first 10 000 game alone the statistics kept "
          "sets the person's first record (as a first Yams game does)",
          "game/flow/farkle_beats.py",
          "                             and first_record(getattr(self.app, \"stats\", None), "
          "\"farkle\",",
          "                             and first_record(getattr(self.app, \"stats\", None), "
          "\"yams\",",
          "tests/test_farkle_alone_best.py::test_a_first_game_alone_the_statistics_kept_sets_a_"
          "first_record"),
    Break("hx78.farkle_first_record_quiet", "a first 10 000 record's results keep their gold "
          "and confetti (not a quiet end)", "game/scenes/farkle_table_ends.py",
          "                               self.first_record, staged=bool(self.end_said()))",
          "                               False, staged=bool(self.end_said()))",
          "tests/test_farkle_alone_best.py::test_the_first_record_is_staged_and_the_results_keep_"
          "its_gold"),
)
