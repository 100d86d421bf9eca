"""Planted bugs of round 73's helper hX85:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_KEYS = "tests/test_coach_keys_follow_the_key_line.py::"

ROUND73_HX85: tuple[Break, ...] = (
    Break("hx85.enter_banks_on_ringed_roll",
          "on the 10 000 table Enter presses 'Aruncă' where the keys ringed it, else banks "
          "(critic O73: the ring said throw, Enter banked)",
          "game/scenes/farkle_table_input.py",
          "                if focused is self.bank_button or (focused is None\n",
          "                if focused is self.roll_button or (focused is None\n",  # (re-aimed
          # round 74, hF85: one rule for Space and Enter)
          _KEYS + "test_a_first_10000_turn_by_keys_tab_then_enter_throws_as_the_ring_says"),
    Break("hx85.card_keeps_enter",
          "Enter with a coach card up closes it and banks as the key line says; the card "
          "never keeps it (critic O73: Enter only closed the card)",
          "game/views/coach.py",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_RIGHT:\n",
          "        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, "
          "pygame.K_RETURN):\n",
          _KEYS + "test_a_first_10000_turn_enter_with_no_ring_banks_as_the_key_line_says"),
    Break("hx85.actions_touch_the_edge",
          "a low coach card keeps 24 reference px of paper right of 'Înainte →' / 'Nu mai "
          "arăta', not the words' 14 (critic O73: 'Am înțeles →' touched the card's edge)",
          "game/views/coach_card.py",
          "    right = card.right - theme.px(ACTIONS_PAD_X, scale)\n",
          "    right = card.right - theme.px(theme.COACH_CARD_PAD_X, scale)\n",
          "tests/test_coach_two_exits.py::test_a_card_ends_with_its_two_actions"),
)
