"""Planted bugs of round 75's helper hT77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HT77: tuple[Break, ...] = (
    Break("ht77.pause_buttons_shrink",
          "the pause's buttons speak at least at the key list's size: the panel widens for "
          "them rather than shrinking their type (critic cC75 #7)",
          "game/scenes/overlays.py",
          "        pw = min(max(self.px(1100), row_room(self, self.answers(), words)),\n",
          "        pw = min(max(self.px(1100), row_room(self, self.answers(), words) // 2),\n",
          "tests/test_pause_button_type.py::test_pause_button_type_never_under_the_key_list"),
    Break("ht77.chip_row_two_baselines",
          "a choice row's words stand on one baseline, chosen or not: the row's ink together is "
          "centred on its keys (critic cC75 #4)",
          "game/widgets/forms.py",
          "ink_centre_shift(ink or text, size)",
          "ink_centre_shift(text, size)",
          "tests/test_chip_one_baseline.py::test_each_settings_choice_row_shares_one_baseline"),
    Break("ht77.filter_chosen_faint",
          "the Statistics 'Obiectiv' filter's chosen value is a strong chip, far from its dark "
          "track, never the tabs' gold (critic cC75 #4)",
          "game/theme.py",
          "SEGMENT_CHOSEN = CREAM",
          "SEGMENT_CHOSEN = BUTTON_SECONDARY_HOVER",
          "tests/test_stats_filter_chosen_and_order.py::test_the_chosen_target_is_a_strong_chip"),
    Break("ht77.stats_tab_order",
          "Statistics' Tab walks the header left to right: the Obiectiv filter, the tabs, then "
          "the player's arrows (critic cC75 #5; re-aimed round 77, hS33: the filter at the "
          "row's left end, S35)",
          "game/scenes/statistics.py",
          "self.focus.widgets = [self.target_choice, self.page_choice, self.tabs, "
          "self.prev_button,",  # (hS31: the Yams pages' control after the filter)
          "self.focus.widgets = [self.tabs, self.prev_button, self.page_choice, "
          "self.target_choice,",
          "tests/test_stats_filter_chosen_and_order.py::test_tab_walks_the_header_left_to_right"),
    Break("ht77.menu_chosen_in_its_games_colour",
          "the menu's chosen card wears one accent, whichever game (its frame, 'ales' pill and "
          "halo), not its game's violet or teal beside the hero's gold (critic cC75 #6)",
          "game/widgets/game_card.py",
          "frame = theme.MENU_CHOSEN if self.tied else",
          "frame = self.accent if self.tied else",
          "tests/test_menu_one_chosen_accent.py::test_chosen_is_one_accent_whichever_card"),
    Break("ht77.few_dice_card_full_height",
          "too few dice: the verdict card is sized to what it says, no band of empty card "
          "between the sources and the count (critic cC75 #2; re-aimed round 77, hS33: the card "
          "as tall as the chart, S35, what it says spread through it)",
          "game/scenes/stats_dice.py",
          "    row_h, count_h = row_h + grown, count_h + spare - grown * len(SOURCES)  # card's"
          " figure)\n",
          "    row_h, count_h = row_h, count_h  # card's figure)\n",
          "tests/test_stats_dice_few_card.py::"
          "test_too_few_dice_rows_read_at_body_size_in_a_card_as_tall_as_the_chart"),
    Break("ht77.few_dice_rows_small",
          "too few dice: the sources' rows read at the sentence's (body) size (critic cC75 #2)",
          "game/scenes/stats_dice.py",
          "    draw_sources(scene, surface, pygame.Rect(card.x + pad, y, width, len(SOURCES) * "
          "row_h),\n                 body)\n",
          "    draw_sources(scene, surface, pygame.Rect(card.x + pad, y, width, len(SOURCES) * "
          "row_h),\n                 small)\n",
          "tests/test_stats_dice_few_card.py::"
          "test_too_few_dice_rows_read_at_body_size_in_a_card_as_tall_as_the_chart"),
    Break("ht77.empty_card_small",
          "nothing played: the empty card fills the charts' place, its dice a large picture "
          "(critic cC75 #3: ~40 % bare felt round a small card)",
          "game/scenes/statistics.py",
          "                                             self.start_button, lead, fill=True)\n",
          "                                             self.start_button, lead, fill=False)\n",
          "tests/test_statistics_empty_fills.py::test_the_empty_card_fills_the_charts_place"),
)
