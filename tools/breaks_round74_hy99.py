"""Planted bugs of round 74's helper hY99:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HY99: tuple[Break, ...] = (
    Break("hy99.computer_row_greyed",
          "on the computer's Yams turn the action row stands greyed in its place: nothing on it "
          "to press (re-aimed round 76, hK77: S21 reverses round 74's fold)",
          "game/scenes/yams_table.py",
          "        human = not self.computer_turn and not self.game.finished\n        # a throw",
          "        human = not self.game.finished\n        # a throw",
          "tests/test_yams_computer_row_folds.py::"
          "test_while_the_computer_plays_the_buttons_row_stays_greyed_in_its_places[size1]"),
    Break("hy99.solo_line_adrift",
          "alone with no record yet, 'partida asta îl stabilește' ends with its row, never "
          "adrift mid-row in the figures' column (critic cR74a #11)",
          "game/views/yams_standings.py",
          "        end = c.turns_right if not (row.total or row.turns) else c.gap_right"
          "  # (alone, no\n",
          "        end = c.gap_right  # (alone, no\n",
          "tests/test_yams_solo_line_aligned.py::"
          "test_alone_the_first_records_line_ends_with_its_row"),
    Break("hy99.invite_after_the_box",
          "'Zarurile păstrate urcă aici' is not said once a box is chosen (after a Penta: "
          "critic cR74a #11)",
          "game/flow/yams_hold_row.py",
          "    if flow.hold_invited and not flow.penta_waits and game.picked is None:\n",
          "    if flow.hold_invited and not flow.penta_waits:\n",
          "tests/test_yams_hold_row.py::test_no_invitation_once_a_box_is_chosen_after_a_penta"),
    Break("hy99.fold_before_the_turn_shows",
          "the action row greys as the computer's turn is shown, not while a person's scored "
          "dice still leave under their name (round 76, hK77: greyed, S21, not folded)",
          "game/scenes/yams_table.py",
          "        shown = self.game.players[self.flow.shown_turn]\n",
          "        shown = self.game.current_player\n",
          "tests/test_yams_computer_row_folds.py::test_the_row_greys_with_the_turn_the_table_shows"),
)
