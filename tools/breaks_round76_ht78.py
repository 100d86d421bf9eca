"""Planted bugs of round 76's helper hT78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HT78: tuple[Break, ...] = (
    Break("ht78.leave_stacks_on_pause",
          "Pause → 'Părăsește partida': the question replaces the Pause panel, one dialog at "
          "a time (ruling S23)",
          "game/scenes/overlays.py",
          "        self.app.manager.replace(leave_confirm(self.app, self.on_leave, stay))\n",
          "        self.app.manager.push(leave_confirm(self.app, self.on_leave, stay))\n",
          "tests/test_pause_leave_one_dialog.py::"
          "test_the_leave_question_replaces_the_pause_panel"),
    Break("ht78.stay_closes_to_table",
          "Esc on the leave question asked from the Pause goes back to the Pause",
          "game/scenes/overlays.py",
          "        if self.on_stay is None:\n",
          "        if True:\n",
          "tests/test_pause_leave_one_dialog.py::"
          "test_esc_or_stay_goes_back_to_the_pause_its_safe_answer_focused"),
    Break("ht78.settings_ring_on_open",
          "Settings shows its focus ring only after keyboard use (:focus-visible), a click "
          "hides it again (ruling S23)",
          "game/scenes/base.py",
          "            self.keys_last = event.type == pygame.KEYDOWN\n",
          "            self.keys_last = True\n",
          "tests/test_settings_focus_visible.py::"
          "test_opened_by_the_mouse_no_ring_until_a_key"),
    Break("ht78.settings_chips_tight",
          "Settings' chips are 1.45 times their words' line or more: air over and under "
          "the words (ruling S23)",
          "game/scenes/settings.py",
          "                         * theme.SETTINGS_CHIP_AIR)",
          "                         * 1.2)",
          "tests/test_settings_chips_air.py::test_every_chip_is_its_words_line_and_air"),
    # (ht78.letters_left_disc retired round 82 by hF113: a low card's field shows no figure
    # at all, ruling S114 3.)
    Break("ht78.play_not_the_newest_board",
          "Scores' red 'Joacă …' names the newest score's board until another is looked at "
          "(ruling S23)",
          "game/scenes/scores.py",
          "            self.play_game = newest[0]  # (its card glows; hT78, critic cZ75)\n",
          "            pass  # (its card glows; hT78, critic cZ75)\n",
          "tests/test_scores_said_once_play_matches.py::"
          "test_the_red_play_action_names_the_newest_scores_board"),
    Break("ht78.step_says_any_score_again",
          "any score getting in is said once, by the page's subtitle; the free step says "
          "'liber' (ruling S23)",
          "game/scenes/scores_invite.py",
          "        line = self.tr(\"scores.step_any\")  # every free place alike (S35)\n",
          "        line = self.tr(\"scores.any_board\")  # every free place alike (S35)\n",
          # (re-aimed round 77, hS33: one wording on every free place, ruling S35)
          "tests/test_scores_said_once_play_matches.py::"
          "test_any_score_getting_in_is_said_once_by_the_subtitle"),
)
