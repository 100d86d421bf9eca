"""Planted bugs of round 72's own mends (the merges of the helpers' branches):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MINE72_BREAKS: tuple[Break, ...] = ()
MINE72_BREAKS += (
    Break("mine72.bank_words_name_the_row", "the bank's coach card names the Tura panel's row "
          "its pointer lights (hC73's card met hF79's \"Scor\": it said \"după încasare\", a "
          "row no longer drawn)", "locales/en/LC_MESSAGES/coach.po",
          'msgid "coach.farkle.bank"\nmsgstr "When you stop and bank, the turn\'s points go '
          'into your Game score."',  # (hC75: re-aimed to its words naming "Score")
          'msgid "coach.farkle.bank"\nmsgstr "When you stop and bank, the turn\'s points go '
          'into your total."',
          "tests/test_coach_bank_at_button.py::test_the_bank_card_points_short_and_straight_at_"
          "the_fact_it_names"),
)
MINE72_BREAKS += (
    Break('mine72.standings_name_the_winner',
          "after a win's stage the results' standings name a single winner "
          "('Clasamentul final: câștigă Ion': critics H72, J72 read a title "
          "naming no one) (re-aimed in round 73, hW75: every winner named in the "
          "one verdict)",
          "game/scenes/results_words.py",
          "[self.shown_name(row) for row in self.winners])",
          "[self.shown_name(row) for row in self.winners[:1]])",
          "tests/test_results_said_once.py::test_after_any_win_stage_no_verdict_is_said_again"),
)
MINE72_BREAKS += (
    Break("mine72.stripe_bare_index", "a tie's shared step draws each winner's stripe in the "
          "style their row carries, never a bare index (the computer's colour would change "
          "with the number of seats)", "game/widgets/podium.py",
          "seat_colour(seats[k])", "seat_colour(k)",
          "tests/test_seat_style.py::test_every_place_that_marks_a_player_asks_player_style"),
)
MINE72_BREAKS += (
    Break("mine72.enter_refuses_ringed_roll", "Enter presses \"Aruncă\" where the keys "
          "ringed it (critic K72: the ring lied, Enter refused 'Alege mai întâi o căsuță')",
          "game/scenes/yams_table.py",
          "                    self.focus.focused is not self.roll_button) and (",
          "                    True) and (",
          "tests/test_keyboard_play.py::test_enter_presses_aruncă_where_the_keys_ringed_it"),
)
MINE72_BREAKS += (
    Break("mine72.press_lost_to_the_band", "a press on 'Aruncă' as the turn's band comes "
          "still throws on its release (hY93's grey under the band lost it)",
          "game/scenes/yams_table.py",
          "                and self.flow.handoff.holds):  # \"Aruncă\" pressed as the band came",
          "                and False):  # \"Aruncă\" pressed as the band came",
          "tests/test_yams_band_waits.py::test_aruncă_pressed_as_the_band_comes_still_throws"),
)
