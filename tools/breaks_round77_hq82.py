"""Planted bugs of round 77's helper hQ82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND77_HQ82: tuple[Break, ...] = (
    Break("hq82.digit_refused_under_the_card",
          "a digit or Enter under the 10 000 seat card ends the card and is not answered: no "
          "refusal, no red slot (ruling S39, critic cB77)",
          "game/scenes/farkle_table_input.py",
          "        if code in DIE_KEYS:\n            return True\n",
          "        if code in DIE_KEYS:\n            return False\n",
          "tests/test_farkle_card_keys_quiet.py::"
          "test_a_game_key_under_the_persons_card_ends_it_and_is_not_refused"),
    Break("hq82.card_held_forgotten",
          "the table knows the seat card held when a key ended it, so the key is not refused "
          "(ruling S39)",
          "game/flow/farkle_flow.py",
          "        held = self.handoff.holds or self._bank_on_table()\n",
          "        held = self._bank_on_table()\n",
          "tests/test_farkle_card_keys_quiet.py::"
          "test_a_game_key_under_the_persons_card_ends_it_and_is_not_refused"),
    Break("hq82.key_refused_as_the_bank_counts",
          "a digit or Enter pressed as a bank counts into its total (the turn passing, before "
          "the seat card) is not refused, nor its refusal left under the card (S39, cB77)",
          "game/flow/farkle_flow.py",
          "        held = self.handoff.holds or self._bank_on_table()\n",
          "        held = self.handoff.holds\n",
          "tests/test_farkle_card_keys_quiet.py::"
          "test_a_game_key_as_the_bank_counts_is_not_refused_under_the_card_after_it"),
    Break("hq82.space_quiet_under_the_card",
          "Space under a person's seat card still ends it and throws (S13, S39)",
          "game/scenes/farkle_table_input.py",
          "        return not (focused is self.roll_button or (focused is None and code == "
          "pygame.K_SPACE))\n",
          "        return True\n",
          "tests/test_farkle_card_keys_quiet.py::"
          "test_space_under_the_persons_card_ends_it_and_throws"),
    Break("hq82.computer_card_refuses",
          "a key under the computer's seat card is not answered with 'Așteaptă' (ruling S39)",
          "game/scenes/farkle_table_input.py",
          "        if code not in PRESS_KEYS or self.computer_turn:\n"
          "            return code in PRESS_KEYS\n",
          "        if code not in PRESS_KEYS:\n"
          "            return False\n",
          "tests/test_farkle_card_keys_quiet.py::"
          "test_a_game_key_under_the_computers_card_is_not_refused"),
    Break("hq82.reason_while_die_flies",
          "the computer's reason is said only once every die it kept has landed on the mat "
          "(ruling S39, critic cB77)",
          "game/views/farkle_remark.py",
          " and plan_on_the_mat(game) and not flow.dice.gliding:\n",
          " and plan_on_the_mat(game):\n",
          "tests/test_farkle_reason_after_landing.py::"
          "test_the_computers_reason_waits_for_its_last_die_to_land"),
)
