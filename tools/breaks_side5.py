"""Planted bugs of the menu, the rules, the help pages and the statistics:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HELP_FLOOR = ("tests/test_help_type_floor.py::test_a_word_drawn_at_the_themes_least_size_"
               "reads_16_px_on_a_help_page_at_1024x600")
# (round 79, fixB: re-pointed from test_nothing_on_a_help_page_is_under_16_px_at_1024x600,
# blind to the page's floor: every word the pages draw has a floor of its own over it and at
# 1024x600 the words' fit reaches 24-25, so the planted floors changed no size drawn; the
# test draws a word at the theme's least size with the pictures, under the page's floor)

SIDE5_BREAKS: tuple[Break, ...] = (
    # -- hM28: the "?" pages read at 1024x600, the Joker said plainly, an example on one row
    Break("help.floor_16px", "nothing on the \"?\" pages is under about 16 px of em at 1024x600",
          "game/theme.py", "HELP_TYPE_LEAST = 23\n", "HELP_TYPE_LEAST = 21\n",  # (hR67: 23)
          _HELP_FLOOR),
    Break("help.yams_floor", "the Yams \"?\" keeps the help pages' floor, not the table's",
          "game/scenes/yams_help.py", "    type_least = theme.HELP_TYPE_LEAST\n",
          "    type_least = theme.TABLE_TYPE_LEAST\n", _HELP_FLOOR),
    Break("help.joker_plain", "the Joker card says the seed's order plainly",
          "locales/ro/LC_MESSAGES/yams.po",  # (re-pointed, hM41: the plainer wording; hM51:
          # the lead's wording, the player told where to write it)
          # (round 70: one line under the bold one)
          "Întâi sus, la {upper}, dacă e liberă. Altfel o căsuță de jos: {lower} "
          "{lower_points}.",  # (hR72; hR74)
          "Sus, la valoarea ei.",
          "tests/test_yams_help_plain.py::test_the_joker_says_its_order_of_places_plainly"),
    # (hM31: retired help10k.example_one_row: the 10 000 "?" became numbered
    # tiles, its worked examples and scoring grid left it; tests/test_farkle_help_tiles.py
    # holds the tiles' promises)
    # -- hM28: Statistics' dice page: dice of 20 px under the sources' charts, short lines
    Break("stats.source_dice_20px", "the dice under the fairness charts are 20 px at 1024x600",
          "game/scenes/stats_dice.py", "    side = max(DIE_LEAST, min(round(slot * 0.8),",
          "    side = max(12, min(round(slot * 0.4),",
          "tests/test_stats_dice_readable.py::test_the_fairness_charts_dice_are_20_px_at_1024"),
    # stats.side_short_lines retired (hM62, critic A61): the dice page's notes say one
    # sentence each now ("Micile diferențe dintre fețe sunt doar noroc.", no "... din 2. E doar
    # noroc."), so no note has a second sentence to open a line; the test stays as a guard
    # -- hM28: the rules' worked examples with large dice
    Break("rules.example_dice_large", "the rules' worked examples' dice are 1.3x the others",
          "game/widgets/document.py", "    side = round(style.die * EXAMPLE_DIE)\n",
          "    side = style.die\n",
          "tests/test_rules_example_dice.py::test_the_worked_examples_dice_are_large"),
    # -- hM28: the menu's saved card with air under it
    Break("menu.saved_card_air", "the saved-game card has air under it, off the card's foot",
          "game/widgets/game_card.py", "BADGE_FOOT = 30\n", "BADGE_FOOT = 12\n",
          "tests/test_menu_saved_card.py::test_the_saved_card_has_air_under_it"),
    # -- hM28: the menu cards as illustrations: the Yams cup and sheet, the 10 000 chips
    Break("menu.card_props_drawn", "each menu card is an illustration with its prop",
          "game/widgets/game_card.py",
          "        draw_props(surface, band, self.prop, self.accent, self.stacked())",
          "        draw_props(surface, band, None, self.accent, self.stacked())",
          "tests/test_menu_card_art.py::test_each_card_is_an_illustration_with_its_prop"),
    # -- hM28: each dialog's role icon
    Break("dialogs.role_icon", "each dialog wears its role's icon on its top edge",
          "game/scenes/overlays.py", "    dialog.dialog_icon = \"quit\"\n", "",
          "tests/test_dialog_icons.py::test_each_dialog_wears_its_roles_icon_on_its_top_edge"),
    Break("dialogs.pause_key_hints", "the pause's buttons wear their keys (Esc, F1) as hints",
          "game/widgets/key_button.py", "        if not self.key:\n", "        if True:\n",
          "tests/test_pause_key_hints.py::test_the_pause_buttons_wear_their_keys"),
    Break("dialogs.pause_f1_rules", "F1 in the pause opens the rules, as its hint says",
          "game/scenes/overlays.py",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:\n",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:\n",
          "tests/test_pause_key_hints.py::test_f1_in_the_pause_opens_the_rules"),
    # -- hN29: the menu's cards read as choices
    Break("menu.click_chooses_card", "a click on the card not chosen chooses it; on the chosen "
          "one it plays", "game/scenes/menu.py",
          "            elif self.continue_button.visible or self.hero_kind() == kind:\n",
          "            elif True:\n",
          "tests/test_menu_card_choice.py::"
          "test_a_click_chooses_the_other_card_and_a_click_on_the_chosen_one_plays"),
    # (hM30: the other card is no longer dimmed, a veil read as locked; the test renamed)
    Break("menu.chosen_card_marked", "the chosen card is marked at its place, its words level "
          "with the other's (hN73, critic F71: re-aimed, the lift gone)",
          "game/widgets/game_card.py",
          "        return self.rect.move(0, sink)\n",
          "        return self.rect.move(0, sink - (theme.px(10, self.scale) if self.tied"
          " else 0))\n",
          "tests/test_menu_card_choice.py::"
          "test_the_chosen_card_is_marked_its_words_in_place"),
    # -- hN29: the menu's top uses its felt: the record and the games played beside the hero
    Break("menu.hero_chips", "the hero is flanked by the chosen game's record and the games "
          "played", "game/scenes/menu.py", "        self._chip_rects = places or ()\n",
          "        self._chip_rects = ()\n",
          "tests/test_menu_top_chips.py::"
          "test_the_hero_is_flanked_by_the_record_and_the_games_played"),
    # -- hN29: the menu's row with drawn icons
    Break("menu.row_icons", "each button of the menu's row wears its own drawn icon",
          "game/widgets/row_icons.py",
          "        surface.blit(row_icon(self.icon, spot.w, colour), spot)\n", "",
          "tests/test_menu_row_icons.py::test_each_row_button_wears_its_own_drawn_icon"),
    # -- hN29: a little life in the menu cards' art, brief and then still
    Break("menu.card_hop", "one die of each card hops once on entry and on hover, then stays "
          "still", "game/widgets/game_card.py",
          "        if self.hovered and not self._was_hovered and not self.hopping():\n",
          "        if self.hovered and not self.hopping():\n",
          "tests/test_menu_card_hop.py::"
          "test_one_die_hops_once_on_entry_and_on_hover_then_stays_still"),
    Break("menu.chips_stack", "the 10 000 card's chips are stacked again with its hop",
          "game/widgets/game_card.py",
          "        share = min(1.0, self._hop_clock / (HOP_TIME * STACK_SHARE))\n",
          "        return 1.0\n",
          "tests/test_menu_card_hop.py::test_the_chips_stack_once_with_the_hop"),
    Break("clicks.double_click_through", "a double click's second half never lands on the "
          "screen its first half opened", "game/scenes/click_through.py",
          "        return self._swallowing\n", "        return False\n",
          "tests/test_click_through.py::test_the_second_half_of_a_double_click_stays_on_the_menu"),
    # -- hM29: one frame for both "?" overlays, as a dialog's
    Break("help.enters_as_dialog", "the \"?\" panels scale in and out as the dialogs do",
          "game/scenes/help_tiles.py", "        \"\"\"The panel (its buttons inside) enters with "
          "the dialogs' quick scale.\"\"\"\n        return self.panel\n",
          "        \"\"\"The panel (its buttons inside) enters with the dialogs' quick scale."
          "\"\"\"\n        return None\n",
          "tests/test_help_frame.py::test_the_help_enters_and_leaves_as_a_dialog_does[farkle]"),
    Break("help.title_display", "the \"?\" titles are in the dialogs' display type",
          "game/scenes/help_tiles.py", "                  weight=TITLE_FACE)  # the dialogs'",
          "                  weight=BOLD)  # the dialogs'",
          "tests/test_help_frame.py::test_the_help_title_and_buttons_are_a_dialogs[yams]"),
    Break("help.buttons_as_dialog", "the \"?\" buttons are one width, in the dialogs' type",
          "game/widgets/help_panel.py", "        button.place(pygame.Rect(x, y, width, bh), "
          "scene.scale, font)\n", "        button.place(pygame.Rect(x, y, width + x % 7, bh), "
          "scene.scale, font)\n",
          "tests/test_help_frame.py::test_the_help_title_and_buttons_are_a_dialogs[farkle]"),
    Break("help.yams_clear_of_round", "the \"?\" panel stands clear under the mute sign "
          "(round 73: centred on the felt, the table round it blurred, no round line to slice)",
          "game/widgets/help_panel.py",
          "    top = mute_icon_rect(size).bottom + px(PANEL_AIR)\n",  # (re-aimed hH76:
          "    top = felt.y + px(PANEL_AIR)\n",  # the panel centred top to bottom)
          "tests/test_help_panels_level.py::test_the_two_help_panels_are_level"),
    Break("help10k.centred", "the 10 000 \"?\" content stands centred in its panel",
          "game/scenes/help_tiles.py",  # (re-pointed, hM31: the tiles' block)
          "        x += self.px(14) // 2  # the frames stand out of the pictures on the left "
          "(hM31)\n", "",
          "tests/test_help_frame.py::test_the_farkle_content_is_centred_in_its_panel"),
    Break("help.countdown_no_bars", "the countdown picture shows no stray drain bars",
          "game/scenes/yams_help.py",
          "        badge = countdown_badge(cell, self.scale, self._cell_font())  # the table's "
          "badge\n",
          "        __import__(\"game.views.yams_views\").views.yams_views.draw_countdown_frame("
          "surface, cell, left, self.scale)\n        badge = countdown_badge(cell, self.scale, "
          "self._cell_font())\n",  # (re-pointed by hY64: the table's badge, one place)
          "tests/test_help_frame.py::test_the_countdown_picture_has_no_drain_bars"),
    # -- hM29: Statistics' dice tab speaks to players
    Break("stats.verdict_badge", "the dice tab leads with its verdict beside a badge",
          "game/scenes/stats_dice.py",
          "    scene.verdict_badge = draw_badge(surface, badge, verdict, colour, scene.scale)\n",
          "    scene.verdict_badge = draw_badge(surface, badge.move(0, head_h), verdict, colour,"
          " scene.scale)\n",
          "tests/test_stats_dice_verdict.py::test_the_dice_tab_leads_with_a_verdict_and_its_badge"
          "[size1]"),
    Break("stats.figures_quiet", "the test's figures stand quiet under the sources",
          "game/scenes/stats_dice.py",
          "        draw_text(surface, line, small, theme.MUTED, (rect.x + pad, y), \"topleft\")\n",
          "        draw_text(surface, line, small, theme.CREAM, (rect.x + pad, y), \"topleft\")\n",
          "tests/test_stats_dice_verdict.py::test_the_dice_tab_leads_with_a_verdict_and_its_badge"
          "[size0]"),
    Break("stats.no_chart_slivers", "the sources' small charts show only where they have room",
          "game/scenes/stats_dice.py",
          "    least = max(need, 2 * scene.px(SOURCE_CHART_LEAST))  # (no slivers, hM29)\n",
          "    least = scene.px(20)  # (no slivers, hM29)\n",
          "tests/test_stats_dice_verdict.py::test_the_sources_charts_show_only_where_they_have_room"
          "[size0]"),
    # -- hM29: the rules' Joker examples each their own case
    Break("rules.joker_two_cases", "the Joker's lower example shows another Penta than the first",
          "game/scenes/rules_pages.py", "    other = JOKER_LOWER_DICE\n",
          "    other = JOKER_DICE\n",
          "tests/test_rules_joker_examples.py::test_the_jokers_first_two_examples_show_different_"
          "pentas[ro]"),
    # rules.index_follows_heading retired round 79
    # (hR83, S66): the index lights the section whose
    # heading stands at the view's top (pinned), not a later one in its upper two thirds.
    # -- hM29: dialogs: the safe answer's keycap, room each side of a label
    Break("dialogs.safe_keycap", "the leave dialog's \"Rămâi\" wears its Esc keycap",
          "game/scenes/overlays.py",
          "        self.no_button = KeyButton(self.lazy(no_key), esc, self._stay, name=no_key)\n",
          "        self.no_button = self.button(no_key, self.back)\n",
          "tests/test_dialog_keys_room.py::test_the_leave_dialogs_safe_answer_wears_esc"),
    Break("dialogs.label_side_room", "a dialog button's words keep room at each side",
          "game/scenes/overlays.py",
          "    return widest + max(2 * radius + scene.px(12), 2 * scene.px(BUTTON_SIDE))\n",
          "    return widest + 2 * radius + scene.px(12)\n",
          "tests/test_dialog_keys_room.py::test_dialog_buttons_are_one_width_with_side_room[pause]"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""

SIDE5_BREAKS += (
    # -- merge of round 30: the larger chart words (hM30) pushed the last game's number out
    Break("stats.last_game_number_inside", "the line chart's last game number stays inside its "
          "chart (the larger chart words of round 30)", "game/widgets/charts.py",
          "        x = min(points[i][0], rect.right - text_size(words, plot.label_size)[0] // 2)\n",
          "        x = points[i][0]\n",
          "tests/test_layout.py::test_widgets_inside_the_window_and_apart"
          "[statistics_5000_games_loaded]"),
)
