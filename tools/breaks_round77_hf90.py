"""Planted bugs of round 77's helper hF90:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_PAIR = "tests/test_farkle_roll_never_lighter_hf90.py::"
_BACK = "tests/test_farkle_hot_dice_go_back_hf90.py::"
_HOME = "tests/test_farkle_selection_one_home_hf90.py::"

ROUND77_HF90: tuple[Break, ...] = (
    Break("hf90.roll_as_narrow_as_the_hint",
          "'Aruncă' is never narrower than 'Încasează' when both are offered (ruling S26)",
          "game/scenes/farkle_layout.py",
          "        for button, bw in ((self.roll_button, pair), (self.bank_button, pair),\n",
          "        for button, bw in ((self.roll_button, hint), (self.bank_button, pair),\n",
          _PAIR + "test_roll_is_never_narrower_nor_smaller_than_bank"),
    Break("hf90.roll_words_shrunk",
          "'Aruncă''s words are never smaller than the bank's (one size fitted for the pair)",
          "game/scenes/farkle_layout.py",
          "            button.place(pygame.Rect(x, by, bw, bh), self.scale, font)\n",
          "            button.place(pygame.Rect(x, by, bw, bh), self.scale,\n"
          "                         font - 4 * (button is self.roll_button))\n",
          _PAIR + "test_roll_is_never_narrower_nor_smaller_than_bank"),
    Break("hf90.hot_dice_jump_back",
          "hot dice' six glide back to the row over ~0.4 s, never in one frame (S26)",
          "game/scenes/farkle_layout.py",
          "        glide = (theme_table.FARKLE_HOT_BACK / self.factor if six_back(self.flow)\n",
          "        glide = (0.0 if six_back(self.flow)\n",
          _BACK + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf90.hot_dice_back_under_the_stage",
          "the six go back only once the stage that said them has gone, never under it",
          "game/flow/farkle_hot_back.py",
          "    return six_due(flow) and flow.hot_back.rested >= theme_table.FARKLE_HOT_REST / "
          "flow.factor\n",
          "    return bool(flow.game.hot_dice_pending and flow.live())\n",
          _BACK + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf90.hot_dice_stay_on_the_mat",
          "after the hot dice' stage the six are sent back to the row (they lay on the mat)",
          "game/flow/farkle_hot_back.py",
          "        if back and not self.back:\n            flow.dice.place()\n",
          "        if back and not self.back:\n            pass\n",
          _BACK + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf90.hot_dice_back_still_lit",
          "back in the row the six are unlit, the next throw's (never the chosen gold)",
          "game/scenes/farkle_layout.py",
          "            held = live and not back and i in game.selected and (\n",
          "            held = live and i in game.selected and (\n",
          _BACK + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf90.hot_dice_back_line_names_them",
          "back in the row the line over the empty mat says none is chosen ('Selecție: —')",
          "game/views/farkle_views.py",
          "    if not flow.live() or six_back(flow):",
          "    if not flow.live():",
          _BACK + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf90.hot_dice_back_clicked_apart",
          "a click on a die gone back is refused: the six are the next throw's",
          "game/flow/farkle_flow.py",
          "        if self.hot_back.refuses(self, index):",
          "        if False and self.hot_back.refuses(self, index):",
          _BACK + "test_a_click_on_a_die_gone_back_is_refused_and_the_throw_takes_all_six"),
    Break("hf90.figures_six_stay_on_the_mat",
          "a six-dice figure's dice, home on the mat after its stage, go back to the row too",
          "game/flow/farkle_hot_back.py",
          "        elif flow.moment.busy or flow.rare_was_hot():  # its stage is on, or a "
          "six-dice\n",
          "        elif flow.moment.busy:  # its stage is on, or a six-dice\n",
          _BACK + "test_a_six_dice_figures_dice_come_home_then_go_back_into_the_cup"),
    Break("hf90.computer_cuts_the_six_short",
          "the computer banks or throws only once its six have gone back to the row",
          "game/flow/farkle_flow.py",
          "        if (self.computer_turn and not self.busy and not self.hot_back.holds(self)\n",
          "        if (self.computer_turn and not self.busy and not False\n",
          _BACK + "test_the_computer_waits_for_its_six_to_go_back_before_it_acts"),
    Break("hf90.selection_row_in_the_ledger",
          "the selection has no row of its own in the ledger: one home, the mat (S26)",
          "game/views/farkle_story.py",
          "    if flow.frozen is not None or not flow.live() or not game.hot_dice_pending:",
          "    if flow.frozen is not None or not flow.live() or not game.selection_valid:",
          _HOME + "test_the_ledger_shows_no_second_copy_of_the_selection"),
    Break("hf90.throws_line_counts_the_chosen",
          "the throw's ledger line keeps its dice as dice are chosen (never the dice left)",
          "game/views/farkle_story.py",
          "        dice = len(game.roll_dice)  # (the throw being played",
          "        dice = game.dice_to_roll  # (the throw being played",
          "tests/test_farkle_ledger_next_throw.py::test_the_next_throw_stands_under_the_rows_"
          "and_never_moves"),
)
