"""Planted bugs of round 71's coach cards (hC71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_COACH_BREAKS: tuple[Break, ...] = (
    Break("coach71.pause_first",
          "the Yams table's Tab starts where the player acts, 'Pauză' last (critic, round "
          "70: 'Tab focuses Pauză first, before the sheet and the dice')",
          "game/scenes/yams_table.py",
          "        self.focus.widgets = [self.roll_button, self.validate_button, "
          "self.hint_button,\n",
          "        self.focus.widgets = [self.menu_button, self.validate_button, "
          "self.hint_button,\n",
          "tests/test_coach_tab_order.py::test_tab_starts_at_the_main_action_and_ends_at_pause"),
    Break("coach71.tab_past_the_card",
          "while a coach card shows, Tab closes it and goes on to the table's own order, "
          "the card never keeps it (re-aimed by round 73, critic O73: Tab rang the card's "
          "'Gata', against the key line)",
          "game/views/coach.py",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_RIGHT:\n",
          "        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, "
          "pygame.K_TAB):\n",
          "tests/test_coach_keys_follow_the_key_line.py::test_a_first_yams_turn_by_keys_tab_"
          "reaches_the_boxes_and_enter_picks"),
)
ROUND71_COACH_BREAKS += (
    Break("coach71.bank_at_the_mat",
          "the bank card points at 'Încasează' itself, round the mat (critic, round 70: "
          "card 4/5 'pushes a bank beside a red Aruncă' pointing at the mat; ruling S5)",
          "game/views/coach_farkle.py",  # (re-aimed by round 72: at the fact it names)
          "        fact = fact_row_rect(scene) if scene.game.selected else None",
          "        fact = pygame.Rect(scene.mat) if scene.game.selected else None",
          "tests/test_coach_bank_at_button.py::test_the_bank_card_points_short_and_straight_"
          "at_the_fact_it_names"),
)
ROUND71_COACH_BREAKS += (
    Break("coach71.air_off_the_squares",
          "a 10 000 card keeps 16 px of felt off the dice as drawn (their ring and shadow), "
          "not off their squares (critic, round 70: 'about 10 px from the dice at 1366, "
          "touching them at 1024')",
          "game/views/coach_farkle.py",
          "    drawn = math.ceil(COACH_DIE_DRAWN_OUT * scene.die_side)\n",
          "    drawn = 0\n",
          "tests/test_coach_dice_air.py::test_a_farkle_card_keeps_its_air_off_the_drawn_dice_"
          "the_mat_and_controls"),
)
ROUND71_COACH_BREAKS += (
    Break("coach71.box_at_the_prompt",
          "the Yams box card points into the column (any row this roll pays in), never at "
          "the prompt's line (critic, round 70: by keys at 1366/1024 it pointed at the "
          "prompt and said it again)",
          # (re-aimed round 76, hC79, S20: the docked box card's target is its column's
          # head; the row's fallback is no longer reached by a first game's card)
          "game/views/coach_bend.py",  # (round 77, hC81: column_head moved there)
          "    first = sheet.cell_rect(scene.game.current, list(Box)[0])\n",
          "    first = scene.note_rect()\n",
          "tests/test_coach_box_column.py::test_the_box_card_points_into_the_column_and_adds_"
          "to_the_prompt"),
    Break("coach71.box_says_the_prompt",
          "the Yams box card says what the column's figures are, not the prompt's 'alege' "
          "nor the key line's 'Validează tura' (critic, round 70)",
          "locales/ro/LC_MESSAGES/coach.po",
          'msgstr "Fiecare căsuță din coloana ta arată cât aduce cu zarurile de acum."',
          'msgstr "Alege o căsuță din foaie pentru punctele tale, apoi apasă „Validează '
          'tura”."',
          "tests/test_coach_box_column.py::test_the_box_card_points_into_the_column_and_adds_"
          "to_the_prompt"),
)
