"""Planted bugs of the menu, rules, help pages, statistics, settings and dialogs (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CHIPS = "tests/test_menu_top_chips.py::"
_DIALOG = "tests/test_dialog_entrance_quiet_danger.py::"
_UNITS = "tests/test_statistics_units.py::"
_CHAPTER = "tests/test_rules_chapter_top.py::"
_SETTINGS = "tests/test_settings_tips_keys.py::"

SIDE9_BREAKS: tuple[Break, ...] = (
    Break("side9.menu_chip_bare_zero",
          "a first start's games chip invites, never a bare 0",
          "game/scenes/menu.py",
          "        if played:\n",
          "        if True:\n",
          _CHIPS + "test_a_first_starts_chips_invite_and_never_say_a_bare_nothing"),
    Break("side9.dialog_medallion_enters_whole",
          "a dialog's medallion grows with its panel, never sliced by the panel's edge",
          "game/scenes/overlays.py",
          "        return panel.union(icon_rect(panel, scene.scale))\n",
          "        return panel\n",
          _DIALOG + "test_the_medallion_enters_whole_with_the_panel"),
    # side9.dialog_danger_quiet retired (hM64): its promise ("the destructive answer is
    # quieter than the focused safe one", a dark crimson close to the panel) was reversed by
    # critic A64 ("the maroon risky button reads disabled"); side19.dialog_danger_live holds
    # the new one (a live red beside the focused gold)
    Break("side9.stats_axis_unit",
          "each chart's y axis names its unit over its numbers",
          "game/scenes/stats_drawing.py",
          '                              unit=self.tr("stats.unit.rolls"))',
          '                              unit="")',
          _UNITS + "test_each_charts_y_axis_names_its_unit_clear_of_its_numbers"),
    Break("side9.stats_scale_apart_from_unit",
          "one game's scale ends well apart from the \"puncte\" under its total",
          "game/widgets/charts.py",
          "            theme.px(theme.CHART_SCALE_AIR, scale)  # its",
          "            0  # its",
          _UNITS + "test_one_games_scale_stands_apart_from_the_unit_of_its_total"),
    Break("side9.stats_expected_whole",
          "the count each face should show is written as players write it (1 000, not 1 000,0)",
          "game/scenes/stats_dice.py",
          "    expected = (format_int(round(test.expected)) if test.expected == round(",
          "    expected = (format_int(round(test.expected)) if False and test.expected == round(",
          "tests/test_stats_dice_plain.py::test_the_verdict_in_plain_words_then_the_numbers_behind"),
    Break("side9.rules_jump_no_blank",
          "a jump opens a chapter on its heading at the view's top, no blank band before it",
          "game/scenes/rules.py",
          "        self.scroll.reveal(self.page.anchors[anchor])",
          "        self.scroll.reveal(max(0, self.page.anchors[anchor] - self.fade_height()))",
          _CHAPTER + "test_a_jump_opens_the_joker_on_its_heading_and_its_cases"),
    Break("side9.rules_title_centred",
          "the title Reguli stands on the centre line of the column it heads",
          "game/scenes/rules.py",
          'self.title_rect.center, "center", shadow',
          'self.title_rect.midleft, "midleft", shadow',
          _CHAPTER + "test_the_title_stands_on_its_columns_centre_line"),
    Break("side9.rules_cut_row_fades",
          "a table row cut by the view's top edge fades, even where only its lower lines show",
          "game/widgets/document_view.py",  # (moved there by hR84, round 80)
          "        if unit[0] < low:",
          "        if op.y < low:",
          "tests/test_rules_screen.py::test_a_line_cut_by_the_scroll_edge_fades_into_the_panel"),
    Break("side9.rules_table_type_1024",
          "the rules tables' cells read at about 16 px of em at 1024x600",
          # (re-pointed hS61: the cells are at the body's size now, RULES_TABLE_LEAST gone)
          "game/scenes/rules.py",
          "small=style.body)  # (critic A51",
          "small=style.small)  # (critic A51",
          "tests/test_rules_table_type.py::test_table_text_reads_16_px_at_1024"),
    Break("side9.settings_tips_explained",
          "the tips row says what its choice does, like the other rows",
          "game/scenes/settings.py",
          '             "farkle_level", "coach_marks", "muted", "volume", "sound_test")',
          '             "farkle_level", "muted", "volume", "sound_test")',  # (hM69: the check)
          _SETTINGS + "test_the_tips_row_says_what_its_choice_does"),
    Break("side9.settings_no_band",
          "a row of cards is as tall as its fuller card: neither shows an empty band",
          "game/scenes/settings.py",
          # (hM41: every row explained now, the cards of a row hold the same head, so the old
          # plant, the taller head over the longer list, drew the same grid: re-pointed to
          # cards taller than their rows; hM51: the cards as tall as their rows in two
          # columns, re-pointed to a card given a row more than it holds)
          # (hM60: the cards side by side level, re-pointed to a level a row taller)
          "                panel = pygame.Rect(x, y, col_w, levels[r])",
          "                panel = pygame.Rect(x, y, col_w, levels[r] + row)",
          _SETTINGS + "test_no_card_shows_an_empty_band"),
    Break("side9.settings_keycaps",
          "F11 and M stand as keycaps on the rows they switch",
          "game/scenes/settings.py",
          "            if widget.name in ROW_KEYS:  # its key",
          "            if False:  # its key",
          _SETTINGS + "test_f11_and_m_are_keycaps_on_their_rows"),
    Break("side9.help_scoring_two_rows",
          "the 10 000 '?' scoring tile's rows of dice have room (hQ70: three rows, no slivers)",
          "game/scenes/farkle_help.py",
          "SCORING = ((1, 1, 1), (4, 4, 4))",  # (re-aimed hR74: two rows of triples)
          "SCORING = ((1,), (5,), (1, 1, 1), (4, 4, 4))",
          "tests/test_farkle_help_scoring_air.py::test_the_scoring_tiles_dice_have_room"),
    Break("side9.help_keycaps",
          "the '?' pages show keys as keycaps, their brackets never drawn",
          "game/scenes/help_tiles.py",
          "                draw_words(surface, line, size, (words.x, ty), self.scale)",
          "                draw_text(surface, line, size, theme.CREAM, (words.x, ty), \"topleft\")",
          "tests/test_help_keycaps.py::test_the_keys_are_keycaps"),
    # side9.dialog_focus_lit retired in round 50: its promise (Tab onto the destructive answer
    # lights it alone, the safe one goes quiet) was reversed by the ruling "colours by role,
    # focus by a ring and a lift"; side10.dialog_* hold the new promise
    Break("side9.settings_sound_explained",
          "the Sound and Volume rows say what their choice does, like the others",
          "game/scenes/settings.py",
          '             "farkle_level", "coach_marks", "muted", "volume", "sound_test")',
          '             "farkle_level", "coach_marks", "sound_test")',  # (hM69: the check)
          "tests/test_settings_all_explained.py::test_every_row_says_what_it_does_sound_and_"
          "volume_too"),
    Break("side9.settings_computer_card",
          "the computer's speed sits in the 'Calculatorul' card with its levels",
          "game/scenes/settings.py",
          '    ("settings.group.computer", ("computer_speed", "difficulty", "farkle_level")),',
          '    ("settings.group.computer", ("difficulty", "farkle_level")),',
          "tests/test_settings_all_explained.py::test_the_computers_speed_sits_with_its_levels"),
    Break("side9.stats_title_band_short",
          "Statistici's title band is short, its charts' plots taller (critic A40)",
          "game/scenes/simple.py",
          "        top = round(self.size[1] * self.title_y) + self.font_px(self.title_type) // 2",
          "        top = round(self.size[1] * theme.TITLE_Y) + self.font_px(theme.FONT_TITLE) // 2",
          "tests/test_statistics_tall_charts.py::test_the_plots_stand_taller_at_1920"),
    Break("side9.menu_hero_under_cards",
          "the menu's hero stands under the game cards it plays (choose, then play)",
          "game/scenes/menu.py", "HERO_Y = 0.675", "HERO_Y = 0.275",
          "tests/test_menu_hero_under_cards.py::test_the_hero_stands_under_the_cards"),
    Break("side9.menu_new_game_beside_continue",
          "with a saved game a secondary 'Partidă nouă' stands beside 'Continuă'",
          "game/scenes/menu.py",
          "        self.new_game_button.visible = self.continue_button.visible",
          "        self.new_game_button.visible = False",
          "tests/test_menu_hero_under_cards.py::test_a_saved_game_is_said_once_and_a_new_game_stays_in_reach"),
    Break("side9.menu_saved_said_once",
          "a saved game's status is said once, on its card (no 'în curs' chip)",
          "game/scenes/menu.py",
          "            return (record_chip,)",
          "            pass",
          "tests/test_menu_hero_under_cards.py::test_a_saved_game_is_said_once_and_a_new_game_stays_in_reach"),
    Break("side9.menu_chip_type",
          "the menu chips' words read at 16 px of em or more at 1024",
          "game/scenes/menu.py",
          "        small = max(self.font_px(CHIP_LABEL_TYPE), theme.MENU_CHIP_LABEL_LEAST)",
          "        small = self.font_px(theme.FONT_SMALL)",  # (re-aimed round 74, hB74)
          "tests/test_menu_hero_under_cards.py::test_the_chips_words_read_at_16_px_at_1024"),
    Break("side9.help_throws_apart",
          "10 000's '?' card 3 shows its two throws a die's width apart, an arrow between",
          "game/scenes/farkle_help.py", "ACROSS_APART = 1.8", "ACROSS_APART = 0.6",
          "tests/test_help_short_lines.py::test_the_two_throws_of_card_3_stand_apart"),
    Break("side9.help_joker_plain",
          "the Yams '?' Joker card speaks in plain words (no clipped '…; …' jargon)",
          "locales/ro/LC_MESSAGES/yams.po",
          # (re-pointed, hM51: the lead's wording; round 70: one line under the bold one)
          "la {upper}, dacă e liberă. Altfel o căsuță de jos:",  # (hR72; hR74)
          "la {upper}, dacă e liberă; altfel o căsuță de jos:",
          "tests/test_help_short_lines.py::test_the_joker_card_speaks_plainly"),
    Break("side9.help_short_sentences",
          "each '?' card's sentences are short (about 60 characters)",
          "locales/ro/LC_MESSAGES/farkle.po",
          "Niciun zar nu punctează: tura se pierde, scorul rămâne.",  # (hF96: S55)
          "Niciun zar din aruncare nu punctează, așa că pierzi toate punctele turei, dar "
          "totalul tău rămâne.",
          "tests/test_help_short_lines.py::test_each_cards_words_are_short_sentences"),
)
