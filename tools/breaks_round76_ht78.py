"""Planted bugs of round 76's helper hT78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HT78: tuple[Break, ...] = (
    Break("ht78.leave_stacks_on_pause",
          "Pause → 'Părăsește partida': the question replaces the Pause panel, one dialog at "
          "a time (ruling S20)",
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
          "hides it again (ruling S20)",
          "game/scenes/base.py",
          "            self.keys_last = event.type == pygame.KEYDOWN\n",
          "            self.keys_last = True\n",
          "tests/test_settings_focus_visible.py::"
          "test_opened_by_the_mouse_no_ring_until_a_key"),
    Break("ht78.settings_chips_tight",
          "Settings' chips are 1.45 times their words' line or more: air over and under "
          "the words (ruling S20)",
          "game/scenes/settings.py",
          "                         * theme.SETTINGS_CHIP_AIR)",
          "                         * 1.2)",
          "tests/test_settings_chips_air.py::test_every_chip_is_its_words_line_and_air"),
    Break("ht78.letters_left_disc",
          "a low seat card's letters left are a counter's small muted figures at the field's "
          "end, no dark disc like the seat's number (ruling S20)",
          "game/widgets/forms.py",
          "            draw_text(surface, self.tag, self._tag_size(chip), theme.BUTTON_DISABLED,\n",
          "            pygame.draw.rect(surface, (22, 24, 28), chip, border_radius=chip.h // 2)\n"
          "            draw_text(surface, self.tag, self._tag_size(chip), theme.BUTTON_DISABLED,\n",
          "tests/test_new_game_letters_counter.py::"
          "test_a_low_cards_letters_left_are_small_muted_figures_no_disc"),
)
