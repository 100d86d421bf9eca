"""Planted bugs of the menu, settings and dialogs (round 50): each a realistic one-line bug held by
a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE10_BREAKS: tuple[Break, ...] = (
    # side10.dialog_focus_lift retired (round 51): its promise reversed, the focused answer
    # no longer lifts (its words stood ~3 px off its neighbour's, critic A50); the focus is
    # the ring alone, held by side10.dialog_answers_level below
    # re-aimed in round 74 (hG74, ruling S16 reversed it: the fill moves with the focus):
    # Tab onto the destructive answer takes the gold off the safe one
    # side10.dialog_colours_by_role retired in round 82 (hK94, ruling S16 amended round 82,
    # critic cC82 #5): the colours stay by role again, the ring alone moves
    Break("side10.settings_toggle_tall", "Settings' toggles 28 px tall or more at 1024x600",
          "game/theme.py", "SETTINGS_CONTROL_LEAST = 28", "SETTINGS_CONTROL_LEAST = 20",
          "tests/test_settings_room.py::test_the_toggles_are_tall_and_the_ring_clears_the_"
          "explaining_line"),
    Break("side10.settings_ring_clear", "the focus ring never over a row's explaining line",
          "game/scenes/settings.py",
          "        return max(self.px(EXPLAIN_GAP), reach + self.px(EXPLAIN_GAP) * (not self.lines_"
          "snug))",  # (text updated round 81, hK91, S102 3.)
          "        return self.px(EXPLAIN_GAP)",
          "tests/test_settings_room.py::test_the_toggles_are_tall_and_the_ring_clears_the_"
          "explaining_line"),
    Break("side10.settings_volume_compact", "the volume's stepper compact beside its meter",
          "game/scenes/settings.py",
          "        return min(2 * segment, 2 * side + number + 2 * self.px(theme.SETTINGS_STEPPER_"
          "PAD))",
          "        return 2 * segment + theme.px(10, self.scale)",
          "tests/test_settings_room.py::test_the_volume_is_a_compact_stepper_beside_its_meter"),
    Break("side10.settings_rows_under_heading", "every card's rows right under its heading",
          "game/scenes/settings.py",
          # (re-pointed, hM51: the cards' vertical pad its own, the cards as tall as their rows)
          # (re-pointed, hM60: the cards side by side level)
          # (re-pointed, hM61: one even share of a shorter card's spare over its first row)
          # (re-pointed, hM68: no share over the first row, the spare between the rows)
          "                ry = panel.y + head(key, row)\n",  # (re-aimed hN70: head(key, row))
          "                ry = panel.y + head(key, row) + (panel.h - head(key, row)"
          " - row * len(names)) // 2\n",
          "tests/test_settings_room.py::test_every_cards_first_row_stands_as_far_under_its_"
          "heading"),
    Break("side10.help_figures_glued", "a '?' card never parts a figure from its word "
          "('Careu' / '1 000')", "game/scenes/help_tiles.py",
          "    text = glue_figures(text)\n", "    text = str(text)\n",
          "tests/test_help_figures_whole.py::test_a_tiles_lines_never_part_a_figure_whatever_"
          "text_they_are_given"),  # (round 77: the cards glue first; the breaker held alone)
    Break("side10.help_scoring_clear", "the scoring card's figures clear of its badge 7",
          "game/scenes/farkle_help.py",  # (hQ70: the badge in the frame's corner)
          "        rights = [badge.x - air if middle - half < badge.bottom else",
          "        rights = [frame.right - inset if middle - half < badge.bottom else",
          "tests/test_help_figures_whole.py::test_the_scoring_cards_figures_stand_clear_of_its_"
          "badge"),
    Break("side10.stats_one_game_group", "one 10 000 game's panel holds its game as one group "
          "in its middle (no empty band under the heading)", "game/widgets/charts.py",
          "            centre = band.y + lift + line_h + 2",
          "            centre = band.y + (band.h - bar_h - scale_h - theme.px(12, scale)) // 2",
          "tests/test_stats_one_game_balanced.py::test_the_one_game_panel_has_no_empty_top"),
    Break("side10.stats_fair_plain", "the dice tab's footnote in plain words (no statistic)",
          "locales/ro/LC_MESSAGES/statistics.po",
          'msgstr "Micile diferențe dintre fețe sunt doar noroc.',  # (re-pointed, hM60:
          # "once in N", no percentage; hM62: no figure at all)
          'msgstr "În cifre: abaterea de la perfect, {chi}. Micile diferențe dintre fețe sunt '
          'doar noroc.',
          "tests/test_stats_fair_plain.py::test_the_footnote_says_it_in_plain_words"),
    Break("side10.stats_words_off_track", "one game's words never on its bar's track (a "
          "short band joins them on one line)", "game/widgets/charts.py",
          "    joined = band_h - below - (lines * (line_h + 4) - 4) < least\n",
          "    joined = False\n",
          "tests/test_stats_one_game_clear.py::test_no_letter_on_the_games_track_or_its_ticks"),
    Break("side10.stats_tick_air", "a bar scale's words clear of its ticks and red mark",
          "game/widgets/chart_parts.py", "        place.midtop = (x, track.bottom + drop)\n",
          "        place.midtop = (x, track.bottom + tick)\n",
          "tests/test_stats_one_game_clear.py::test_no_letter_on_the_games_track_or_its_ticks"),
    Break("side10.stats_mean_once", "after one game the expert's mean said once (by its mark)",
          "game/scenes/stats_drawing.py",
          '                note = ""  # the mark\'s words say the expert\'s mean: once '
          '(critic A50)\n',
          "", "tests/test_stats_one_game_clear.py::test_the_experts_mean_is_said_once"),
    Break("side10.layout_sees_tracks", "the layout check says a text on a chart's track",
          "tests/layout_medals.py", "            if _ink(mark.rect).colliderect(track):",
          "            if False:",
          "tests/test_stats_one_game_clear.py::test_the_layout_check_sees_a_text_on_a_track"),
    Break("side10.dialog_answers_level", "a dialog's focused answer stands where it rests "
          "(the ring alone shows the focus): both answers' words on one line",
          "game/widgets/button.py", "        top = body.move(0, sink)\n",
          "        top = body.move(0, sink - (theme.px(5, self.scale) if focused else 0))\n",
          "tests/test_dialog_answers_level.py::test_both_answers_one_width_one_row_one_"
          "baseline"),
    Break("side10.settings_columns_level", "Settings' two columns end level, each card as tall "
          "as its rows (no card ~40 % empty)", "game/scenes/settings.py",
          # (re-pointed, hM60: each card's spare under its rows, the cards side by side level)
          # (re-pointed, hM61: the spare spread in one share more, over the first row too)
          # (re-pointed, hM68: the spare between a card's rows only, critic A67)
          "                air = (levels[r] - natural(key, names, row)) // max(1, len(names) - 1)",
          "                air = 0",
          "tests/test_settings_tips_keys.py::test_no_card_shows_an_empty_band"),
    Break("side10.settings_lines_read", "Settings' explaining lines 14 px tall at 1024x600",
          "game/scenes/settings.py", "LINE_LEAST = 26\n", "LINE_LEAST = 23\n",
          "tests/test_settings_room.py::test_the_explaining_lines_read_at_1024_under_labels_as_"
          "big"),
    Break("side10.settings_names_room", "three keys leave their row's name its room (no name "
          "smaller than its line)", "game/scenes/settings.py",
          "        beside = [(room - text_size(self.tr(k), self.label_size())[0] - gutter\n",
          "        beside = [(room\n",  # (re-aimed round 74, hB74: every row's name, a gutter)
          "tests/test_settings_room.py::test_the_explaining_lines_read_at_1024_under_labels_as_"
          "big"),
    Break("side10.help_keycap_air", "a '?' page's keycap stands clear of the words beside it",
          "game/widgets/keycaps.py",
          "        draw_keycap(surface, match.group(1), pygame.Rect(left, y, right - left, h),",
          "        draw_keycap(surface, match.group(1), pygame.Rect(left - 3, y, right - left + "
          "6, h),",  # (re-pointed, hM60: a cap the line's height; hM61: its edges measured)
          "tests/test_help_keycap_air.py::test_a_keycap_has_air_inside_and_out"),
    Break("side10.help_key_room", "a '?' page's keycap has padding inside and air outside",
          # (re-pointed, hM61: the cap's padding a quarter em, its air only where it touches)
          "game/widgets/keycaps.py", 'KEY_PAD = "\\u2005"', 'KEY_PAD = ""',
          "tests/test_help_keycap_air.py::test_a_keycap_has_air_inside_and_out"),
    Break("side10.help_joker_plain", "the Joker tile tells the player where to write the Penta",
          "locales/ro/LC_MESSAGES/yams.po",
          "Întâi sus, la {upper}, dacă e liberă. Altfel o căsuță de jos: {lower} "
          "{lower_points}.",  # (hR72; hR74)
          "Sus dacă e liberă, altfel jos.",  # (re-aimed round 70: one line under the bold)
          "tests/test_yams_help_plain.py::test_the_joker_says_its_order_of_places_plainly"),
)
