"""The planted bugs of the side screens (New Game, Rules, Scores, Statistics, Settings, the
menu and the dialogs), in a module of their own beside :mod:`tools.breaks` (which holds the
tables'): each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

SIDE_BREAKS: tuple[Break, ...] = (
    Break("stats.no_line_panel_for_one_game", "one game: no panel of recent totals",
          "game/scenes/statistics.py", "        if not self.line_shown():  # one game",
          "        if False:  # one game",
          "tests/test_stats_one_game.py::test_one_game_leaves_the_line_and_its_panel_out"),
    Break("stats.no_form_promise", "no figure row promises a form before its games",
          "game/scenes/stats_figures.py",
          '        rows.append(Figure(tr("stats.fig.form"), mean(form)))\n',
          '        rows.append(Figure(tr("stats.fig.form"), mean(form)))\n'
          '    elif not mixed:\n        rows.append(Figure("Forma", "după 10 partide"))\n',
          "tests/test_stats_one_game.py::test_one_games_total_is_said_once_and_no_row_promises_"
          "a_form"),
    Break("new_game.coming_card_on_top", "a card coming is drawn over its neighbours",
          "game/scenes/new_game_cards.py", "key=lambda c: alphas[c[0]] < 255)",
          "key=lambda c: alphas[c[0]])",
          "tests/test_new_game_row.py::test_a_card_coming_is_drawn_over_its_neighbours_with_"
          "its_name_whole"),
    Break("new_game.coming_name_whole", "a card coming shows its name whole, never cut",
          "game/scenes/new_game_cards.py", "drawn_at=targets[k].size)", "drawn_at=None)",
          "tests/test_new_game_row.py::test_a_card_coming_is_drawn_over_its_neighbours_with_"
          "its_name_whole"),
    Break("new_game.seat_coloured_card", "a seat card is lit in its seat's colour",
          "game/scenes/new_game_cards.py", "SEAT_TINT_HEAD = 0.34", "SEAT_TINT_HEAD = 0.0",
          "tests/test_new_game_row.py::test_a_card_is_its_seats_colour_not_a_dark_form"),
    Break("new_game.refusal_on_its_card", "a refusal stands on its card, not over a caption",
          "game/scenes/new_game_refusal.py",
          "        if self.refusal_in_head():\n            return rect",
          "        if False:\n            return rect",
          "tests/test_new_game_refusal_place.py::test_a_refusal_stands_on_its_card_and_the_"
          "order_caption_stays"),
    Break("rules.page_four_fifths", "Page Down moves at least four fifths of the view",
          "game/scenes/rules.py", "PAGE_LEAST_SHARE = 0.8", "PAGE_LEAST_SHARE = 0.0",
          "tests/test_rules_page_breaks.py::test_page_down_moves_at_least_four_fifths_of_the_"
          "view"),
    Break("rules.index_with_the_page", "the rules index lights where a page goes at once",
          "game/scenes/rules.py",
          "        self.index.current = self.current_section()  # the index lights where",
          "        pass  # the index lights where",
          "tests/test_rules_glide.py::test_the_index_lights_where_a_page_goes_from_its_first_"
          "frame"),
    Break("scores.newest_lit_warm", "the newest score's row is lit warm, never greyed",
          "game/scenes/scores.py", "LIT_FILL_WARM = (104, 80, 28)",
          "LIT_FILL_WARM = (80, 100, 80)",
          "tests/test_scores_lit.py::test_the_newest_row_is_lit_warm_not_greyed"),
    Break("scores.free_medal_step", "a medal place not won yet is an empty podium step",
          "game/scenes/scores.py",
          "        return [place for place in range(len(rows) + 1, PODIUM_ROWS + 1)",
          "        return [] and [place for place in range(len(rows) + 1, PODIUM_ROWS + 1)",
          "tests/test_scores_screen.py::test_the_free_places_fold_into_one_invitation"),
    Break("menu.focus_one_light", "a focused menu card has no halo under its focus ring",
          "game/scenes/menu.py",
          "        if card is self.focus.focused:  # the focus ring is its one light",
          "        if False:  # the focus ring is its one light",
          "tests/test_menu_continue_says.py::test_a_focused_card_wears_one_light_its_focus_"
          "ring"),
    Break("menu.focus_no_hover_glow", "a focused menu card's border does not glow gold too",
          "game/widgets/game_card.py", "        glow = 0.0 if focused else self.glow",
          "        glow = self.glow",
          "tests/test_menu_continue_says.py::test_a_focused_card_wears_one_light_its_focus_"
          "ring"),
    Break("dialogs.saved_game_card", "the overwrite dialog's saved game stands on its card",
          "game/scenes/game_setup.py",
          '                    card_lines=getattr(self, "summary_lines", 0))',
          "                    card_lines=0)",
          "tests/test_overwrite_dialog_card.py::test_the_saved_game_stands_on_its_card_before_"
          "the_question"),
    Break("dialogs.question_apart", "the overwrite dialog's question stands apart",
          "game/scenes/game_setup.py",
          '        return [*saved, "", self.tr(self.body_key)] if saved',
          "        return [*saved, self.tr(self.body_key)] if saved",
          "tests/test_overwrite_dialog_card.py::test_the_saved_game_stands_on_its_card_before_"
          "the_question"),
    Break("rules.five_dice_one_row", "a rules table's five of a kind lies on one line",
          "game/widgets/document.py", "ONE_ROW_DICE = 5", "ONE_ROW_DICE = 4",
          "tests/test_table_columns.py::test_the_10000_scoring_tables_words_wrap_on_two_lines_"
          "and_five_dice_on_one"),
    Break("new_game.turn_in_corner", "a tall seat card's turn sits in its head's corner",
          "game/scenes/new_game_cards.py",
          "centre = (rect.x + edge + badge // 2, head.y + edge // 2 + badge // 2)",
          "centre = (rect.x + edge + badge // 2, head.centery)",
          "tests/test_new_game_row.py::test_a_tall_cards_turn_sits_in_its_corner"),
    Break("settings.volume_meter", "the Audio group's spare room shows the volume's meter",
          "game/scenes/settings.py", "        if room.h < self.px(24):",
          "        if True:",
          "tests/test_settings_meter.py::test_the_audio_panel_shows_the_volume_as_a_meter"),
    Break("settings.meter_silent_when_muted", "the volume meter is dark while muted",
          "game/scenes/settings.py",
          "level = 0 if self.app.settings.muted else",
          "level = 0 if False else",
          "tests/test_settings_meter.py::test_the_audio_panel_shows_the_volume_as_a_meter"),
    Break("stats.no_dash_for_no_bank", "no figure row holds a dash for a bank never made",
          "game/scenes/stats_figures.py",
          "shown_bank = None if bank is None else format_int(bank)",
          'shown_bank = tr("stats.fig.none") if bank is None else format_int(bank)',
          "tests/test_stats_one_game.py::test_no_figure_row_holds_a_dash_for_a_bank_never_made"),
    Break("scores.no_ghost_trophy", "a board holding scores shows no ghost trophy",
          "game/scenes/scores.py", "        if not held and free.h >= 3 * row_h:",
          "        if free.h >= 3 * row_h:",
          "tests/test_scores_watermark.py::test_a_board_with_a_few_scores_has_no_ghost_trophy_"
          "and_its_rows_grow"),
    Break("scores.few_rows_grow", "a few scores' rows take the room, level on both boards",
          "game/scenes/scores.py",
          "        return max(1.0, min(ROW_GROWTH_MOST, room / used))", "        return 1.0",
          "tests/test_scores_watermark.py::test_a_board_with_a_few_scores_has_no_ghost_trophy_"
          "and_its_rows_grow"),
    Break("dialogs.dim_three_quarters", "every dialog darkens the screen under it by 3/4",
          "game/theme.py", "OVERLAY_DIM_ALPHA = 200", "OVERLAY_DIM_ALPHA = 185",
          "tests/test_dialog_dim.py::test_every_dialog_dims_the_screen_under_it_from_its_first_"
          "frame"),
    Break("new_game.name_on_card", "a name is written on its seat card, not in a box",
          "game/scenes/new_game.py", "replace_first=True, bare=True,",
          "replace_first=True, bare=False,",
          "tests/test_new_game_bare_name.py::test_a_name_is_written_on_its_card_not_in_a_box"),
    Break("new_game.short_bubble_between_rows", "a short card's bubble spares the caption",
          "game/scenes/new_game_refusal.py", "            if under:  # the gap under it",
          "            if False:  # the gap under it",
          "tests/test_new_game_refusal_place.py::test_a_short_cards_refusal_never_covers_the_"
          "order_caption"),
    Break("menu.card_art_large", "the menu cards' dice fill their art area",
          "game/widgets/card_art.py", "DIE_OF_HEIGHT = 0.64", "DIE_OF_HEIGHT = 0.46",
          "tests/test_menu_card_art.py::test_the_game_cards_art_fills_its_area_with_large_dice_"
          "on_lit_felt"),
    Break("scores.call_to_play_once", "two boards never say the same invitation",
          "game/scenes/scores.py", "text = self.invited[kind] = self.said_once(held, kind)",
          "text = self.invited[kind] = self.invitation(held, kind)",
          "tests/test_scores_boards.py::test_two_boards_with_the_same_free_places_say_the_call_"
          "to_play_once"),
    Break("new_game.refusal_amber", "a refusal is amber, never the start button's red",
          "game/scenes/new_game_refusal.py", "        fill = theme.PILL_WARN  #",
          "        fill = theme.NAME_FULL  #",
          "tests/test_new_game_refusal_place.py::test_a_refusal_is_said_in_the_tables_amber_"
          "not_in_the_start_buttons_red"),
    Break("new_game.refusal_in_card_width", "a refusal's bubble stays inside its card's width",
          "game/scenes/new_game_refusal.py",
          "return self.refusal_words(inside, self.refusal_lines_most())",
          "return self.refusal_words(self.size[0], self.refusal_lines_most())",
          "tests/test_new_game_refusal_fits.py::test_the_refusal_stands_inside_its_cards_width"),
    Break("new_game.cards_never_cross", "a card changing rows fades rather than slides across",
          "game/widgets/seat_band.py",
          "        self.jumping = {key for key in both if rows_before[key] != rows_after[key]}",
          "        self.jumping = set()",
          "tests/test_new_game_motion.py::test_no_two_cards_overlap_in_any_frame_of_adding_or_"
          "removing"),
    Break("stats.first_game_counts", "a first game's shares are counts, not rates of one game",
          "game/scenes/stats_figures.py", "RATE_LEAST_GAMES = 5", "RATE_LEAST_GAMES = 0",
          "tests/test_stats_first_game.py::test_a_first_games_figures_are_counts_at_a_natural_"
          "height"),
    Break("stats.figures_natural_height", "a few figures stand at a natural height",
          "game/widgets/figure_column.py",
          "step = min(room / max(1, len(rows)), theme.px(theme.ROW_HEIGHT, scale))",
          "step = room / max(1, len(rows))",
          "tests/test_stats_first_game.py::test_a_first_games_figures_are_counts_at_a_natural_"
          "height"),
)
"""Every planted bug of the side screens, with the promise it breaks and its test."""
