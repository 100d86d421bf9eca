"""Planted bugs of round 78's helper hK82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RADIO = "tests/test_menu_radio_group.py::"

ROUND78_HK82: tuple[Break, ...] = (
    Break("hk82.tab_lands_on_the_other_card",
          "Tab enters the menu's game cards at the chosen one and leaves to the next control, "
          "never landing on the card not chosen (ruling S52, S42 point 2)",
          "game/scenes/menu_keys.py",
          "        return [c for c in (self.yams_button, self.farkle_button) if not c.tied]\n",
          "        return []\n",
          _RADIO + "test_tab_enters_the_cards_at_the_chosen_one_and_leaves_to_the_next"),
    Break("hk82.arrow_focus_without_the_choice",
          "an arrow onto a game card chooses it with the focus: the focused card is always "
          "the chosen one (ruling S52, critic cC77b)",
          "game/scenes/menu_keys.py",
          "        elif widget is self.farkle_button:\n            self.choose(\"farkle\")\n",
          "        elif widget is self.farkle_button:\n            pass\n",
          _RADIO + "test_the_arrows_in_the_group_move_the_focus_and_the_choice_together"),
    Break("hk82.settings_plays_the_last_game",
          "Settings opened from the menu offers \"Joacă …\" for the menu's chosen game, not "
          "the game last set up (ruling S52)",
          "game/scenes/settings.py",
          "            self.offer_play(play, lambda: game or last_game(self.app))\n",
          "            self.offer_play(play, lambda: last_game(self.app))\n",
          _RADIO + "test_settings_play_button_names_the_menus_chosen_game"),
)
