"""Planted bugs of round 78's helper hK82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RADIO = "tests/test_menu_radio_group.py::"
_ORDER = "tests/test_new_game_order_label.py::"

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
          "            self.offer_play(play, lambda: game or last_game(self.app))",
          "            self.offer_play(play, lambda: last_game(self.app))",  # (hK84, hK92)
          _RADIO + "test_settings_play_button_names_the_menus_chosen_game"),
    Break("hk82.order_run_into_the_heading",
          "New Game's seeds' heading \"Jucători umani + 1 IA\" stands alone and \"Ordinea de "
          "joc\" is its own label at the first card's edge (ruling S52)",
          "game/scenes/new_game_layout.py",
          "        rect = pygame.Rect(first.left, 0, w + arrow, h)\n",
          "        rect = pygame.Rect(first.left + first.w // 2, 0, w + arrow, h)\n",
          _ORDER + "test_the_seed_heading_and_the_order_are_two_labels"),
    Break("hk82.swap_chip_touches_the_ring",
          "the swap chip between two people keeps the ring's gap of air from the focus ring "
          "round the card beside it (ruling S52; it touched it at 1024x600)",
          "game/scenes/new_game_cards.py",
          "            surface.blit(moat, at)\n",
          "            pass\n",
          _ORDER + "test_the_swap_chip_keeps_air_from_the_focus_ring"),
    Break("hk82.index_ring_on_the_border",
          "Rules' index ring keeps at least its gap inside the index panel's border (ruling "
          "S52: the bolder ring nearly touched it)",
          "game/scenes/rules.py",
          "        self.index.place(self.index_panel.inflate(-2 * max(self.px(6), air),\n",
          "        self.index.place(self.index_panel.inflate(-2 * self.px(6),\n",
          "tests/test_rules_index_ring_inside.py::"
          "test_the_index_ring_keeps_its_gap_inside_the_panel"),
    Break("hk82.rules_open_on_yams",
          "Rules opened from the menu show the menu's chosen game, their \"Joacă …\" naming it "
          "(ruling S52)",
          "game/scenes/menu_actions.py",
          "        self.app.manager.push(RulesScene(self.app, self.chosen_kind(),\n",
          "        self.app.manager.push(RulesScene(self.app, \"yams\",\n",
          _RADIO + "test_rules_open_on_the_menus_chosen_game"),
)
