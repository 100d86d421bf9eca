"""Planted bugs of round 75's helper hY101:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HY101: tuple[Break, ...] = (
    Break("hy101.solo_record_bare",
          "alone, the standings row names its figure the record ('Recordul: 263'), never a bare "
          "figure beside the name that reads as the person's score (critic cA75)",
          "game/views/yams_standings_words.py",
          '    return record_text(best, tr), tr("yams.standings.best_left",\n',
          '    return format_int(best), tr("yams.standings.best_left",\n',
          "tests/test_yams_solo_record_words.py::"
          "test_the_solo_row_names_its_figure_the_record_never_a_bare_score"),
    Break("hy101.computer_wait_twice",
          "a click refused in the computer's turn is answered once, by the pill's second line "
          "(re-aimed round 76, hK77: S21, no status words in the greyed row to light)",
          "game/views/yams_prompt.py",
          # (re-aimed round 78, hY110: the countdown's ring's room kept after it, S45)
          "    if refusal is not None and scene.lane_channel() is Channel.REFUSAL:\n",
          "    if refusal is not None and not scene.computer_shown() and scene.lane_channel() is "
          "Channel.REFUSAL:\n",
          "tests/test_yams_computer_wait_once.py::"
          "test_a_click_in_the_computers_turn_lights_the_one_wait_never_a_second"),
    Break("hy101.bonus_before_its_stage",
          "nothing of the upper bonus is said before its stage: the turn's line says the box "
          "alone until the bonus has played (critic cA75, S10 amended round 75)",
          "game/flow/yams_reading.py",
          '        if event.upper_bonus_reached and not self.moment.pending("upper_bonus"):',
          "        if event.upper_bonus_reached:",
          "tests/test_yams_bonus_said_after_stage.py::"
          "test_the_upper_bonus_is_not_said_before_its_stage"),
    Break("hy101.bonus_line_held",
          "the announcement's upper bonus line waits for its stage (the flow's "
          "announcement_now), never said before it",
          "game/scenes/yams_layout.py",
          "        said = self.flow.announcement_now()",
          "        said = self.flow.voice.announcement",
          "tests/test_yams_bonus_said_after_stage.py::"
          "test_the_upper_bonus_is_not_said_before_its_stage"),
    Break("hy101.computer_undo_vanishes",
          "'Anulează' offered as the computer's turn begins stays in its place all the turn, "
          "greyed after its first throw, never vanishing (critic cA75, S13 amended round 75; "
          "re-aimed round 76, hK77: S21)",
          "game/scenes/yams_table.py",
          "        self.undo_button.visible = not (self.game.finished and self._results_pushed)"
          "\n",
          "        self.undo_button.visible = self.undo_button.enabled and not ("
          "self.game.finished and self._results_pushed)\n",
          "tests/test_yams_computer_undo_steady.py::"
          "test_the_undo_stays_in_its_place_through_the_computers_turn"),
)
