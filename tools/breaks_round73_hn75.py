"""Planted bugs of round 73's helper hN75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HN75: tuple[Break, ...] = (
    Break("newgame73.lock_unexplained",
          "the pointer on the computer's card raises the tooltip that explains its padlock "
          "('Calculatorul joacă ultimul: locul lui e fix'; critic L72 #12: the lock was not "
          "explained)",
          "game/scenes/new_game_lock_tip.py",
          "        self.lock_over = card is not None and card.collidepoint(pos)\n",
          "        self.lock_over = False\n",
          "tests/test_new_game_lock_tip.py::test_the_pointer_on_the_computers_card_explains_"
          "its_lock"),
    Break("newgame73.selection_hides_caret",
          "a suggested name, selected, keeps its caret lit at the selection's end between "
          "blinks (critic L72 #13: the edited name must read as a text field with a caret)",
          "game/widgets/forms.py",
          "        if self.blink < theme.CARET_BLINK_TIME or (self.selected and self.text):\n",
          "        if self.blink < theme.CARET_BLINK_TIME:\n",
          "tests/test_new_game_selection_reads.py::test_a_suggested_name_reads_as_selected_"
          "text_with_its_caret"),
    Break("newgame73.letters_left_small",
          "the letters left to a name are drawn at least 22 px of em, capitals about 16 px at "
          "1024x600 (critic L72: ~12 px in the head's corner)",
          "game/scenes/new_game_count.py",  # (re-aimed hN76: the count's module)
          "        return max(self.font_px(theme.FONT_SMALL), math.ceil(COUNT_EM_LEAST / "
          "theme.FONT_EM))\n",
          "        return self.font_px(theme.FONT_SMALL)\n",
          "tests/test_new_game_letters_left.py::test_the_words_stand_beside_the_name_on_its_"
          "card"),
    Break("rules73.play_red_on_reference",
          "on the Rules page the 'Joacă Yams' beside 'Înapoi' is the red primary (reversed "
          "round 74, S16, critic cQ74 #1: K72's quiet play button read as another action; "
          "re-aimed to plant the quiet button back)",
          "game/scenes/rules.py",
          'self.offer_forward(self.play_label, self.play)  # (cQ74: dark here, red there)',
          'self.offer_forward(self.play_label, self.play).style = "idle"',
          "tests/test_rules_place_and_play_quiet.py::test_the_readers_place_reads_over_the_"
          "page"),
    Break("rules73.place_grey",
          "the reader's place ('Secțiunea 1 din 8') is cream, not a quiet grey (critic K72)",
          "game/scenes/rules_foot.py",
          "        draw_text(surface, self.reader_place(), size, theme.CREAM,",
          "        draw_text(surface, self.reader_place(), size, theme.MUTED,",
          "tests/test_rules_place_and_play_quiet.py::test_the_readers_place_reads_over_the_"
          "page"),
    Break("rules73.place_small",
          "the reader's place reads at about 29 px of em at 1920x1080 (critic K72: ~17 px)",
          "game/scenes/rules_foot.py",
          "        size = self.place_size()\n",  # (round 78, hR82: ≥ 16 px, S49)
          "        size = self.font_px(theme.FONT_SMALL)\n",
          "tests/test_rules_place_and_play_quiet.py::test_the_readers_place_reads_over_the_"
          "page"),
    Break("newgame73.add_card_after_computer",
          "the add card stands where the person it adds will play, after the people and "
          "before the computer's card (critic K72 #13: after the computer's, numbered 4 after "
          "its 3)",
          "game/scenes/new_game_places.py",
          "        return self.seat_places()[people:people + 1]\n",
          "        return self.seat_places()[people + 1:people + 2]\n",
          "tests/test_new_game_add_card_place.py::test_the_add_card_says_its_place_so_the_"
          "numbers_run_without_a_gap[1]"),
    Break("newgame73.leaving_lifted",
          "a card a quick click caught crossing the rows that now goes (the add card as the "
          "sixth person comes) fades out lifted, never laid over a card of the band",
          "game/widgets/seat_band.py",
          "        self.crossing |= {key for key in self.before if key not in self.after and "
          "key in on_way}\n",
          "",
          "tests/test_new_game_motion.py::test_quick_clicks_never_lose_a_seats_card"
          "[steps3-size3]"),
    Break("newgame73.settings_unsaid",
          "the computer's card reads 'Nivel: Expert' and its tooltip says where the level is "
          "chosen, Setări (critic K72 #12: 'Expert · Setări' read like a link)",
          "game/scenes/new_game_lock_tip.py",
          '        return f"{self.tr(LOCK_TIP_KEY)} {self.tr(LEVEL_TIP_KEY)}"\n',
          "        return self.tr(LOCK_TIP_KEY)\n",
          "tests/test_new_game_lock_tip.py::test_the_pointer_on_the_computers_card_explains_"
          "its_lock"),
    Break("newgame73.summary_grey",
          "New Game's line under its title reads in cream, not a hint's muted grey (critic "
          "K72 #12: a small grey subtitle)",
          "game/scenes/new_game_layout.py",
          "        draw_text(surface, self.summary(), small, theme.CREAM,",
          "        draw_text(surface, self.summary(), small, theme.MUTED,",
          "tests/test_new_game_summary_reads.py::test_the_games_line_reads_in_cream"),
    Break("newgame73.summary_small",
          "New Game's line under its title at about 27 px of em at 1920x1080 (critic K72)",
          "game/scenes/new_game_form.py",
          "        size = self.font_px(SUMMARY_TYPE)\n",
          "        size = self.font_px(theme.FONT_SMALL)\n",
          "tests/test_new_game_summary_reads.py::test_the_games_line_reads_in_cream"),
)
