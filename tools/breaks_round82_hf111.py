"""Planted bugs of round 82's helper hF111:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HF111: tuple[Break, ...] = (
    Break("hf111.bank_button_says_the_total",
          "the bank button says its action, plain 'Încasează': the turn's one figure is the "
          "ledger's 'Total tură' (ruling S108 1., round 82, hF111, critic cB81 #5, #6)",
          "game/flow/farkle_reading.py",
          "        return self.tr(\"farkle.bank\")\n\n    def bank_is_next",
          "        return self.tr(\"farkle.bank_points\", points=format_int(self.game.turn_total))"
          "\n\n    def bank_is_next",
          "tests/test_farkle_said_once_hf111.py::"
          "test_the_bank_button_says_its_action_and_the_total_is_said_once"),
    Break("hf111.greyed_undo_row_all_game",
          "no greyed 'Anulează (Ctrl+Z)' row stands when nothing can be undone (ruling S108 "
          "3., round 82, hF111, critic cB81 #7)",
          "game/scenes/farkle_table.py",
          "        self.undo_button.visible = False  # on the banker's",
          "        self.undo_button.visible = not self.shown_finished  # on the banker's",
          "tests/test_farkle_said_once_hf111.py::"
          "test_no_greyed_undo_row_stands_when_nothing_can_be_undone"),
    Break("hf111.bank_undo_through_the_next_turn",
          "a bank's undo is never offered through the computer's turn (ruling S108 3., "
          "round 82, hF111, cB81 #8; re-aimed by hF113: S114 1. offers it through the next "
          "person's turn at rest)",
          "game/flow/farkle_reading.py",
          "(self.handoff.holds or not self.computer_turn))",
          "(self.handoff.holds or not self.game.finished))",
          "tests/test_farkle_said_once_hf111.py::"
          "test_no_bank_undo_is_outlined_through_the_computers_turn"),
    Break("hf111.two_words_score",
          "the Tura panel's player figure is 'Scor partidă', never a bare 'Scor' beside "
          "'Total tură' (ruling S108 2., round 82, hF111, critic cB81 #12)",
          "locales/ro/LC_MESSAGES/farkle.po",
          'msgid "farkle.turn.score_label"\nmsgstr "Scor partidă"',
          'msgid "farkle.turn.score_label"\nmsgstr "Scor"',
          "tests/test_farkle_said_once_hf111.py::"
          "test_no_frame_says_the_turn_total_on_the_button_or_names_two_scores"),
    Break("hf111.undo_click_ends_the_card_first",
          "a click on 'Anulează încasarea: Ana' under the passing card takes the bank back, "
          "never only ends the card (ruling S108 3., round 82, hF111)",
          "game/scenes/farkle_table_input.py",
          "        clicked = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1\n",
          "        clicked = (event.type == pygame.MOUSEBUTTONUP and event.button == 1\n",
          "tests/test_farkle_said_once_hf111.py::"
          "test_a_click_or_ctrl_z_under_the_passing_card_takes_the_bank_back"),
    Break("hf111.others_from_the_engines_turn",
          "the ledger's 'Ultimele încasări' lists the players other than the one shown on "
          "turn: never the banker through his own bank's beat (ruling S108 4., round 82)",
          "game/views/farkle_others.py",
          "        player = (shown - step) % count\n",
          "        player = (game.current - step) % count\n",
          "tests/test_farkle_said_once_hf111.py::"
          "test_the_ledgers_free_room_lists_the_others_last_banks_never_the_players_own"),
)
