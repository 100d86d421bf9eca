"""More planted bugs of the side screens (:mod:`tools.breaks_side` is near its size): each a
realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

_GRID = "tests/test_new_game_whole_grid.py::"
_NOTHING = "tests/test_scores_nothing_yet.py::"
_CARD_ART = ("tests/test_menu_card_art.py::test_each_cards_dice_stand_clear_of_each_other_"
             "with_an_even_margin")
_METER_ROW = "tests/test_settings_inline_volume.py::test_the_volume_meter_stands_in_the_volume_row"
_FULL = "tests/test_scores_full_boards.py::"
_READS_18 = _FULL + "test_the_new_tag_and_the_medal_numerals_read_at_18_px_at_1024"
_DICE = "tests/test_stats_dice_page.py::"
_SOURCES = _DICE + "test_each_source_with_dice_shows_its_faces_and_the_sources_fill_the_panel"
_SEAT_KEYS = ("tests/test_new_game_seat_keys.py::test_tab_reaches_every_free_place_and_a_key_"
              "adds_a_person")

SIDE2_BREAKS: tuple[Break, ...] = (
    Break("new_game.tall_cards", "10 000's seat cards are tall ones (the mark above the name) "
          "at any count (hS22: they were thin strips)",
          "game/scenes/new_game_places.py",  # (re-pointed hS40: the cards fill the room;
          # hS60: the seven's grid of four columns never meets the width cap, so the break
          # flattens the cards instead)
          "        return max(1, width), max(1, height)",
          "        return max(1, width), max(1, height // 2)",
          _GRID + "test_the_cards_are_tall_at_any_count[farkle-size0]"),
    # new_game.even_gaps retired (hS31, critic R30): the room under the grid's last row is no
    # longer the room between its rows; the cards take it (a last row's refusal stands in the
    # gap over its card), the grid only keeping off the buttons (new_game.grid_off_buttons)
    Break("new_game.options_two_rows", "10 000's target on the players' row: its panel as "
          "slim as Yams' (hS40 ruling; hS22 had it one row taller)",
          "game/scenes/new_game_layout.py",
          "        extra = 0  # (round 74: 10 000's target alone in the panel, on one row)",
          "        extra = 1",  # (re-aimed hN76: the target alone on its row)
          "tests/test_new_game_one_card_size.py::test_the_10000_panel_is_as_slim_as_the_yams_"
          "one[size0]"),  # (re-pointed hS40: the target shares the players' row)
    Break("scores.nothing_yet_one_state", "with no score anywhere Scores is one empty state, "
          "not two boards of a ghost trophy (hS22)",
          "game/scenes/scores.py",
          "        if self.nothing_held():\n            self.draw_nothing_yet(surface)\n"
          "            self._draw_page_aim(surface)  # (its one sentence, S98 1.)\n"
          "            return\n", "",  # (re-aimed round 81, hK90: the welcome's subtitle)
          _NOTHING + "test_no_score_anywhere_is_one_empty_state_with_its_button[size0]"),
    Break("scores.nothing_yet_button", "the empty state holds the red \"Joacă …\" in its "
          "foot, Back alone under it (hS22)",
          "game/scenes/scores_invite.py",  # (re-aimed hS28: the welcome's card holds it;
          # re-aimed round 74, hS29: the welcome's one invitation holds it under its words)
          # re-aimed round 81, hK90, S98 1.: each game's button placed under its podium)
          "            button.place(place.move(x - place.centerx, 0), self.scale, font)\n",
          "            pass\n",
          _NOTHING + "test_no_score_anywhere_is_one_empty_state_with_its_button[size1]"),
    # scores.empty_board_fits ("an empty board beside one holding scores stands its whole
    # podium of free places"): retired by hS51, critic A50 reversed it (five of six podium
    # slots identical ghosts): a board shows its places won and one next place; the new
    # promise is held by side11.scores_one_next_place.
    Break("stats.empty_dice", "Statistics' empty state shows a picture over its title "
          "(hS22: a bare card of words; since S90 1, round 80, the preview of the charts, "
          "not three dice)",
          "game/scenes/stats_drawing.py",
          "                    draw_preview_card(surface, card, sketch, caption, self.scale))",
          "                    card)",
          "tests/test_statistics_empty_picture.py::test_the_empty_state_shows_dice_over_its_"
          "title[size0]"),
    Break("rules.index_fills", "Rules' side index shares its panel's whole height (hS22: a "
          "third of it stood empty)",
          "game/widgets/section_index.py",
          "min(theme.px(ENTRY_MOST, self.scale), self.rect.h // count))",
          "min(theme.px(62, self.scale), self.rect.h // count))",
          "tests/test_rules_index_fills.py::test_the_index_entries_fill_their_panel_at_the_"
          "bodys_type[size2]"),
    Break("rules.index_body_type", "Rules' index entries read at the body's type (hS22)",
          "game/scenes/rules.py",
          "                         self.font_px(theme.FONT_BODY))  # (the sections at the "
          "body's type)",
          "                         self.font_px(theme.FONT_SMALL))  # (the sections at the "
          "body's type)",
          "tests/test_rules_index_fills.py::test_the_index_entries_fill_their_panel_at_the_"
          "bodys_type[size0]"),
    Break("settings.even_gaps", "Settings' panels stand as far from the buttons as from "
          "each other (hS22: they nearly touched the buttons)",
          "game/scenes/settings.py",
          # (re-pointed, hM68: the fit tried twice, roomy then tight; hK85: the foot's own;
          # round 81, hK89, S97 4.: one felt over, between and under the cards)
          "                gap = (room - cards) // 3  # over, between and under the cards alike",
          "                gap = (room - cards) // 2  # over, between and under the cards alike",
          "tests/test_settings_even_gaps.py::test_the_panels_stand_as_far_from_the_buttons_as_"
          "from_each_other[size2]"),
    Break("menu.tagline_reads", "the menu's tagline reads at the body's type, cream (hS22: "
          "small and muted under the huge title)",
          "game/scenes/menu.py",
          "        spot, body = (w // 2, cy + round(hero * 0.5)), self.font_px(theme.FONT_BODY)\n",
          "        spot, body = (w // 2, cy + round(hero * 0.5)), self.font_px(theme.FONT_SMALL)\n",
          "tests/test_menu_tagline.py::test_the_tagline_reads_at_the_bodys_type_clear_of_the_"
          "hero[size1]"),
    Break("new_game.free_places_by_keys", "the add card and the empty seats join New Game's "
          "focus order, ringed (hS23: the mouse only)",
          "game/scenes/new_game.py",
          "*seats, *self.spots, self.back_button,",  # (re-aimed hN76: no stepper)
          "*seats, self.back_button,",
          _SEAT_KEYS + "[13]"),
    Break("new_game.free_place_key_names", "Enter on a free place adds a person whose name "
          "field then has the focus (hS23)",
          "game/scenes/new_game.py",
          "            self.focus.focus(self.fields[self.humans.value - 1])",
          "            pass",
          _SEAT_KEYS + "[32]"),
    Break("menu.card_dice_clear", "a menu card's dice pictures stand clear of each other "
          "(hS23: 10 000's overlapped)",
          "game/widgets/card_art.py", "DICE_GAP = 0.06", "DICE_GAP = -0.3",
          _CARD_ART + "[size1]"),
    Break("menu.card_dice_margin", "a menu card's dice keep an even margin inside their "
          "picture (hS23: the Yams dice nearly touched its edges)",
          "game/widgets/card_art.py", "    margin = max(2, round(band.h * ART_MARGIN))",
          "    margin = 2", _CARD_ART + "[size2]"),
    Break("settings.meter_row_bars", "the volume meter's bars stand in the volume's row, "
          "between its label and its stepper (hS23; hS28: a row of its own)",
          "game/scenes/settings_meter.py", "        x = row.x\n",
          "        x = row.x + row.w // 3\n",
          _METER_ROW + "[size0]"),
    Break("stats.one_game_fills", "one game's panel holds it across its width (hS23: a "
          "small group in the middle, both sides empty)",
          "game/scenes/stats_drawing.py",
          "            if reference and reference[0] > 0:  # the games' bars measured against the",
          "            if False:  # the games' bars measured against the",
          "tests/test_stats_one_game_fills.py::test_one_games_panel_holds_it_across_its_width"
          "[size1]"),
    Break("scores.no_unused_key", "every key of the Scores catalogues is read by the game "
          "(hS23: scores.free_medal outlived its medal step)",
          "locales/ro/LC_MESSAGES/scores.po", 'msgid "scores.any_board"',  # (re-pointed hS67)
          'msgid "scores.free_medal"\nmsgstr "Loc liber"\n\nmsgid "scores.any_board"',
          "tests/test_scores_keys_used.py::test_every_scores_key_is_read_by_the_game[ro]"),
    # scores.free_lines_numbered retired (hS32): the critic (S31) asked for
    # the first three as medal cards on a podium, places 4-10 compact rows
    # (tests/test_scores_podium_cards.py, side6's scores.podium_* breaks);
    # the free line for the next place under compact rows says "Loc liber"
    # scores.free_lines_down_board retired (hS32): the critic (S31) asked for
    # the first three as medal cards on a podium, places 4-10 compact rows
    # (tests/test_scores_podium_cards.py, side6's scores.podium_* breaks);
    # a free podium place is a step of the podium, not a line under the scores
    Break("scores.medal_numeral_18", "a medal's numeral reads at 18 px of em even at 1024×600 "
          "(hS25: 14 px)", "game/widgets/medals.py", "NUMERAL_LEAST = 25", "NUMERAL_LEAST = 20",
          _READS_18),
    Break("scores.new_tag_18", "the NOU tag reads at 18 px of em even at 1024×600 (hS25: 14 px)",
          "game/scenes/scores.py", "NEW_TAG_LEAST = 25", "NEW_TAG_LEAST = 0", _READS_18),
    Break("stats.dice_verdict_once", "the sentence under the dice' verdict says why, never "
          "the verdict again (hS25: \"Zarurile par corecte\" over \"Da, par corecte: …\")",
          "locales/ro/LC_MESSAGES/statistics.po",
          'msgstr "Fiecare față a ieșit cam la fel de des."',  # (re-pointed by hM40)
          'msgstr "Da, sunt corecte: fiecare față a ieșit cam la fel de des."',
          _DICE + "test_the_sentence_under_the_verdict_never_says_it_again[fair-ro]"),
    Break("stats.dice_sources_charted", "each source that threw dice shows its faces' strays "
          "under its line, filling the panel (hS25: its lower half was empty)",
          "game/scenes/stats_dice.py", "        if charted and source in thrown:",
          "        if False:", _SOURCES + "[size1-False]"),
    Break("stats.dice_sources_side_by_side", "where the panel is too short to stack them, "
          "the sources' faces stand side by side under the lines (not left out)",
          "game/scenes/stats_dice.py",
          "    beside = (not charted and len(thrown) > 1\n",  # (re-pointed, hM30)
          "    beside = (False and len(thrown) > 1\n",  # (hM41: the short panel kept by the
          "tests/test_stats_dice_short_panel.py::"  # old title band: Statistici's is shorter)
          "test_the_sources_stand_side_by_side_in_a_short_panel"),
    Break("stats.dice_strays_signed", "a face thrown less than the fair die hangs under its "
          "line, one thrown more rises over it",
          "game/scenes/stats_dice.py",
          "        bar = pygame.Rect(cx - round(slot * 0.28), fair_y - h if stray > 0 else fair_y,",
          "        bar = pygame.Rect(cx - round(slot * 0.28), fair_y - h,",
          _SOURCES + "[size0-False]"),
    Break("stats.big_total_one_size", "one game's big total has one size on the Yams and the "
          "10 000 page (hS25: it changed with its panel)", "game/widgets/charts.py",
          "        big = max(body, min(theme.font_px(BIG_TOTAL, scale),",
          "        big = max(body, min(theme.font_px(theme.FONT_HERO, scale),",
          "tests/test_stats_big_total.py::test_the_big_total_has_one_size_on_every_page[size1]"),
    Break("stats.one_game_bar_scale", "one game's bar reads on a scale of round values from 0 "
          "(hS25: it had none)", "game/scenes/statistics.py",
          "        return scaled, reference / top, [(value / top, format_int(value)) for value in "
          "values]",
          "        return scaled, reference / top, []",
          "tests/test_stats_big_total.py::test_one_games_bar_reads_on_a_scale[size0-None]"),
    # scores.podium_type retired (hS32): the critic (S31) asked for
    # the first three as medal cards on a podium, places 4-10 compact rows
    # (tests/test_scores_podium_cards.py, side6's scores.podium_* breaks);
    # the cards' type is scores_podium's NAME_TYPE / SCORE_TYPE, seen in the renders
)
"""The planted bugs of :mod:`tools.breaks_side2`."""
