"""More planted bugs of the side screens (New Game, Rules, Menu):
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

_PLAIN = "tests/test_rules_plain_tables.py::"
_RULES_PO = "locales/ro/LC_MESSAGES/rules.po"
_MARKS = "tests/test_new_game_marks_big.py::"
_IDLE = "tests/test_menu_idle_life.py::"
_SHORT = "tests/test_new_game_short_window.py::"
_SAVED = "tests/test_menu_saved_card.py::test_the_saved_game_reads_as_a_card_at_1024x600"

SIDE3_BREAKS: tuple[Break, ...] = (
    Break("menu.saved_card_type", "the menu's saved-game card reads at 15 px of em or more at "
          "1024x600 (hS26: a pill of ~11 px)",
          "game/widgets/game_card.py",
          "        return max(theme.least_type(), round(self.font_size * BADGE_TYPE))",
          "        return max(theme.FONT_MIN, round(self.font_size * 0.5))",
          _SAVED),
    Break("menu.saved_card_names_game_once", "the saved-game card, under the game card's "
          "name, does not say the game's name again (hS26)",
          "game/scenes/saved_summary.py",
          '        who = tr("menu.saved.with", players=_listed(tr, names))',
          '        who = tr("menu.saved.who", game=tr("menu." + kind), players=_listed(tr, names))',
          _SAVED),
    Break("menu.saved_card_counts_many", "from three players the saved-game card names the "
          "first and counts the others, never shrinking them all under 15 px (hS26)",
          "game/scenes/saved_summary.py", "    if len(names) > 2:", "    if len(names) > 99:",
          "tests/test_menu_saved_card.py::test_many_long_names_still_read_on_the_saved_card"),
    # re-pointed in round 50: the other card takes the saved card's rows (one where they fit)
    Break("menu.names_level", "beside the saved-game card both game cards' names stand level "
          "(hS26)", "game/scenes/menu.py",
          "            card.name_room = rows  # card keeps its room",
          "            card.name_room = rows + 1  # card keeps its room",
          "tests/test_menu_saved_card.py::test_both_cards_names_stand_level_beside_the_saved_"
          "card[size0]"),
    Break("rules.header_one_line", "no header cell of a rules table wraps (hS26: "
          "\"Încasează la\" on two lines)",
          "game/widgets/document.py",
          "        head = 0 if column.under else text_size(column.header, style.small)[0]",
          "        head = 0 if column.under else max(text_size(w, style.small)[0]"
          " for w in column.header.split())",  # (hM62: re-pointed, a stacked column's head)
          "tests/test_rules_table_header.py::test_every_header_word_sits_inside_its_header_band"
          "[size1]"),
    Break("rules.points_said_once", "a rules table's row does not repeat in words the points "
          "of its points column (hS26)", _RULES_PO,
          "trei zaruri de o valoare și două de alta; punctaj fix, oricare ar fi fețele",
          "trei zaruri de o valoare și două de alta: 25, oricare ar fi fețele",
          _PLAIN + "test_a_tables_row_says_its_points_once[ro]"),
    Break("rules.computer_in_sentences", "the computer player's section explains its banking "
          "in sentences, never a formula (hS26)", _RULES_PO,
          "(și cu zarurile fierbinți) pragul rămâne întreg.",
          "(și cu zarurile fierbinți) pragul rămâne întreg: prag = 300 − reducerea.",
          _PLAIN + "test_the_computers_section_speaks_in_sentences_not_a_formula[ro]"),
    Break("new_game.mark_fills_head", "a seat card's mark fills its head (hS26: small at "
          "1024x600)", "game/scenes/new_game_cards.py", "MARK_OF_HEAD = 0.96\n",
          "MARK_OF_HEAD = 0.8\n", _MARKS + "test_a_seat_cards_mark_fills_its_head[farkle-5]"),
    Break("menu.idle_drift", "the menu left alone keeps a gentle life: its title dice drift "
          "slowly once the bob has eased out (hS26: static)", "game/scenes/menu.py",
          "self.px(theme.MENU_DRIFT_REACH) * (1 - self.bob)", "0 * (1 - self.bob)",
          _IDLE + "test_the_idle_menus_dice_drift_slowly_and_cheaply"),
    Break("menu.idle_drift_slow_rate", "the drift is drawn a few times a second, not at the "
          "idle 12 (idle CPU under 1 %)", "game/scenes/menu.py",
          "        return 1.0 / theme.MENU_DRIFT_FPS", "        return 1.0 / theme.IDLE_FPS",
          _IDLE + "test_the_idle_menus_dice_drift_slowly_and_cheaply"),
    Break("menu.card_art_found_once", "a card's art spots are found once per layout, not in "
          "every idle frame (hS26)", "game/widgets/game_card.py",
          "        if self._spots[0] != key:", "        if True:",
          _IDLE + "test_an_idle_frame_does_not_search_the_cards_art_again"),
    Break("settings.one_label_volume", "Setări labels each control once: the volume's meter "
          "has no 'Nivel' repeating 'Volum' (hH25)", "game/scenes/settings.py",
          '        self._draw_volume_meter(surface)  # beside "Volum", no label of its own',
          '        if self.meter_row():\n'
          '            draw_text(surface, self.tr("settings.volume_level"), body, theme.CREAM,\n'
          '                      (self.meter_row().x - 99, self.meter_row().centery))\n'
          '        self._draw_volume_meter(surface)  # beside "Volum", no label of its own',
          "tests/test_settings_one_label.py::test_one_label_per_control_and_the_lines_read"),
    Break("settings.lines_read", "Setări's explaining lines read at 16 px of em at 1024x600 "
          "(hH25)", "game/scenes/settings.py",
          # re-pointed by hM40: every card's rows explain their choices now (no captions)
          # (hM80, round 77: the line's rect named "under", mypy: "line" was a str above)
          # (round 80: measured as drawn, its keycaps' padding in, key_plain)
          "            fitted = max(LINE_LEAST, fit_size(key_plain(words), size, under.w))\n",
          "            fitted = fit_size(key_plain(words), self.font_px(theme.FONT_SMALL), "
          "under.w)\n",
          "tests/test_settings_one_label.py::test_one_label_per_control_and_the_lines_read"),
    Break("new_game.short_window_tight", "a short window's New Game is laid out tighter: the "
          "10 000 seat cards as tall as Yams' were at 1024x600, marks of 44 px or more (hN25: "
          "77 px cards, 34 px marks)", "game/scenes/new_game_layout.py",
          "        return self.size[1] < SHORT_WINDOW\n", "        return False\n",
          # (re-pointed hS40: the cards fill any room, the tight layout shows in their height)
          _SHORT + "test_the_short_layout_gives_the_cards_more_height[yams]"),
    # new_game.short_panel_rows retired (hS40 ruling): the form is one slim row in both games
    # and its row's height is set by its controls (field + 12 px) at 1024x600, so SHORT_ROW's
    # share no longer shows; the tight layout is held by new_game.short_window_tight
    Break("new_game.short_title_drawn_high", "the title is drawn where the short layout put "
          "it, over nothing (hN25)", "game/scenes/new_game_layout.py",
          "f\"{self.tr('new_game.title')} · {game}\", self.title_y())",
          "f\"{self.tr('new_game.title')} · {game}\")",
          _SHORT + "test_a_short_windows_form_overlaps_nothing[yams-size0]"),
    Break("new_game.name_cut_ellipsis", "a name cut to fit its field ends in \"…\", never a "
          "dangling hyphen or a bare half word (hS27)", "game/widgets/forms.py",
          "        if not keep_end:\n", "        if False:\n",
          "tests/test_new_game_cards.py::"
          "test_a_name_cut_to_fit_ends_in_an_ellipsis_never_a_hanging_hyphen"),
    Break("new_game.disabled_key_dim", "a disabled small key (the people stepper's \"−\" at "
          "one player, a greyed choice) is dimmer than an enabled one, never read as lit "
          "(hS27)", "game/widgets/forms.py",
          "        face, edge = theme.KEY_DISABLED, blend(theme.KEY_DISABLED, theme.SHADOW, 0.35)",
          "        face, edge = theme.BUTTON_DISABLED, blend(theme.BUTTON_DISABLED, theme.SHADOW, "
          "0.35)", "tests/test_new_game_disabled_keys.py::"  # (re-aimed hN76: no stepper)
          "test_every_key_sharing_the_code_draws_disabled_dimmer_than_enabled"),
    Break("new_game.add_card_place", "the add card says its place: before the computer's "
          "card, 'înaintea calculatorului', the numbers 1 … the computer's with no gap (hS27; "
          "re-aimed hN75, critic K72 #13: it stood numbered after the computer)",
          "game/scenes/new_game_cards.py",
          "        draw_text(surface, where, small, blend(theme.CREAM, colour, ADD_WHERE_TINT),\n"
          "                  (rect.centerx, top + line_height(size, BOLD)), \"midtop\")\n", "",
          "tests/test_new_game_add_card_place.py::"
          "test_the_add_card_says_its_place_so_the_numbers_run_without_a_gap[1]"),
    Break("scores.new_tag_air", "Scores' \"NOU\" pill has air round its word: 0.35 em or "
          "more each side, 0.15 em above and below, its type unshrunk (hS27)",
          "game/scenes/scores.py",
          "        side = max(self.px(8), round(em_px(small) * NEW_TAG_SIDE))",
          "        side = self.px(8)",
          "tests/test_scores_full_boards.py::test_the_new_tag_has_room_round_its_word[size0]"),
    # settings.caption_balanced and settings.caption_one_line retired by hM40: no Setări card
    # carries a caption any more (every card's rows explain their choices, critic A32: the tips
    # row unexplained, the Audio card's empty band), so no caption can wrap badly.
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
