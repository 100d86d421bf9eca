"""Planted bugs of round 82's helper hF113:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HF113: tuple[Break, ...] = (
    Break("hf113.low_card_bare_figure",
          "a low New Game card's name field says the name alone, never a cryptic bare '1' "
          "(round 82, hF113, critic cB81 #15; ruling S114 3.)",
          "game/scenes/new_game_count.py",
          "            return [], 0  # by the refusal's bubble (ruling S114 3.)\n",
          "            typed.tag = str(max(0, typed.max_length - len(typed.text)))\n"
          "            return [], 0\n",
          "tests/test_new_game_letters_counter.py::"
          "test_a_low_cards_field_says_the_name_alone_no_cryptic_figure"),
    Break("hf113.undo_named_before_it_lands",
          "an undone bank's selection ('Selecție: un 5', the ledger's '+50', its total) is "
          "named as its die lands on the mat, never while it glides out of the cup (S114 2.)",
          "game/flow/farkle_beats.py",
          "        self.seen_selected = frozenset()\n",
          "        self.seen_selected = frozenset(self.game.selected)\n",
          "tests/test_farkle_undo_whole_hf113.py::"
          "test_an_undone_banks_selection_and_points_come_with_its_dice"),
    Break("hf113.first_throw_said_twice",
          "on a turn's first throw the ledger's line pictures its dice and 'Total tură' alone "
          "says their figure, never '+600' beside 'Total tură 600' (S114 4., cB81 #5)",
          "game/views/farkle_story.py",
          "        added = chosen_points(flow) if rows else \"\"\n",
          "        added = chosen_points(flow)\n",
          "tests/test_farkle_ledger_said_once_hf113.py::"
          "test_the_first_throws_figure_is_the_totals_alone"),
    Break("hf113.bank_undo_card_only",
          "a bank's undo is offered from its passing card through the next person's turn at "
          "rest until their first throw, not the card's ~0.7 s only (S114 1.)",
          "game/flow/farkle_reading.py",
          "(self.handoff.holds or not self.computer_turn))",
          "self.handoff.holds)",
          "tests/test_farkle_bank_undo_on_card_hf113.py::"
          "test_the_bank_is_taken_back_from_the_bankers_card_until_the_next_throw"),
    Break("hf113.bank_undo_click_on_the_button",
          "a click on the banker's card's 'Anulează (Ctrl+Z)' takes the bank back (S114 1.)",
          "game/scenes/farkle_table_input.py",
          "and link is not None and link.collidepoint(event.pos))",
          "and self.undo_button.rect.collidepoint(event.pos))",
          "tests/test_farkle_bank_undo_on_card_hf113.py::"
          "test_the_bank_is_taken_back_from_the_bankers_card_until_the_next_throw"),
)
