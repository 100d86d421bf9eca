"""Planted bugs of round 80's helper hF102:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_HF102: tuple[Break, ...] = (
    Break("hf102.coach_moves_the_red_action",
          "a coach card never moves the 10 000 table's red action: under the bank card "
          "'Aruncă' stays red where play makes it red (ruling S11, amended round 80)",
          "game/scenes/farkle_table.py",
          "            self.flow.bank_is_next()) == \"bank\"\n",
          "            self.flow.bank_is_next() or self.coach.shown == \"farkle.bank\")"
          " == \"bank\"\n",
          "tests/test_coach_lights_its_action.py::"
          "test_the_bank_card_leaves_arunca_red_as_play_does"),
    Break("hf102.next_chip_on_its_bar",
          "the 'urmează' chip stands at least 12 px from its bar's end at every size (ruling "
          "S81 5.: at 1024x600 it touched its bar)",
          "game/widgets/farkle_panels.py",
          "    return max(14, theme.px(16, scale))\n",
          "    return theme.px(10, scale)\n",
          "tests/test_farkle_next_tag_air_s81.py::"
          "test_the_next_chip_clears_its_bar_and_holds_its_letters"),
    Break("hf102.computer_lifts_before_landing",
          "the computer lifts its next die only once the last lies named on the mat for a "
          "reading beat (ruling S81 4.: 'Selecție: Trei de 5' a die behind)",
          "game/flow/farkle_flow.py",
          "                and not self.dice.gliding  # (its pace from the die's landing: "
          "S81 4.)\n",
          "",
          "tests/test_farkle_computer_pick_keeps_pace_s81.py::"
          "test_the_computer_lifts_a_die_only_once_the_last_is_named"),
    Break("hf102.computer_read_beat_at_fast",
          "even at 'Rapidă' a die the computer set aside lies named a reading beat before the "
          "next lifts (ruling S81 4.)",
          "game/flow/farkle_flow.py",
          "            self.ai_wait = max(theme.COMPUTER_DIE_READ,\n",
          "            self.ai_wait = max(0.0,\n",
          "tests/test_farkle_computer_pick_keeps_pace_s81.py::"
          "test_the_computer_lifts_a_die_only_once_the_last_is_named"),
    Break("hf102.line_points_while_flying",
          "the throw's line says what its chosen dice add once they lie on the mat, never "
          "while one glides to it (ruling S81 1., S53 1.)",
          "game/views/farkle_story.py",
          "    dice = [roll[i] for i in sorted(flow.selected_seen()) if i < len(roll)]\n",
          "    dice = [roll[i] for i in sorted(flow.game.selected) if i < len(roll)]\n",
          "tests/test_farkle_story_fills_s81.py::"
          "test_the_throws_line_says_what_it_adds_as_each_die_lands"),
    Break("hf102.line_without_points",
          "the throw's line is never bare beside 'Total tură 600': it says '+600' (S81 1.)",
          "game/views/farkle_story.py",
          "    return f\"+{format_int(points)}\" if points else \"\"\n",
          "    return \"\"\n",
          "tests/test_farkle_story_fills_s81.py::"
          "test_the_throws_line_says_what_it_adds_as_each_die_lands"),
    Break("hf102.row_before_its_dice",
          "the ledger's new row waits for its dice flying from the mat, written whole as "
          "they land (ruling S81 1.)",
          "game/scenes/farkle_table.py",
          "                                last_away=self.ledger_flight.active)\n",
          "                                last_away=False)\n",
          "tests/test_farkle_story_fills_s81.py::"
          "test_the_chosen_dice_fly_from_the_mat_into_the_ledgers_row"),
    Break("hf102.dice_vanish_from_the_mat",
          "the dice a throw sets aside fly from the mat into the ledger's row, never vanish "
          "from the mat as the row appears (ruling S81 1.)",
          "game/flow/ledger_flight.py",
          "        if count > self.groups and from_mat and not went_back_to_cup(groups):\n",
          "        if count > self.groups and not from_mat and not went_back_to_cup(groups):\n",
          "tests/test_farkle_story_fills_s81.py::"
          "test_the_chosen_dice_fly_from_the_mat_into_the_ledgers_row"),
    # (hf102.hot_card_cramped_beside_the_cup and hf102.hot_card_frames_the_cup retired in
    # round 81 by hF106: ruling S95 1. stands the tray under the cup at every beat, so S81 3.'s
    # card under the cup gives way to S46's beside it; hf106.hot_card_on_the_tray holds it;
    # hy122.hot_lights_the_mouth_only holds S93 4.'s whole cup)
)
