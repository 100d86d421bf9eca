"""Planted bugs of New Game, Scores, Settings (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = "tests/test_new_game_one_card_size.py::"
_PODIUM = "tests/test_scores_podium_cards.py::"
_TIES = "tests/test_scores_podium_ties.py::"
_EXPLAINED = "tests/test_settings_explained.py::"

SIDE6_BREAKS: tuple[Break, ...] = (
    # new_game.one_card_size retired (hS40 ruling, critic A32: a third of the screen bare
    # felt): the cards fill the room at each count (side8's new_game.cards_fill_room)
    # new_game.five_on_a_row retired (hS60): critic A51 reversed it, one grid of rows of four
    # at every size (side13.grid_rows_of_four)
    # new_game.one_block retired (hS40 ruling): no block centred in spare felt any more,
    # the cards fill it (side8's new_game.cards_fill_room holds every band narrow)
    Break("new_game.caption_on_cards", "'Ordinea de joc' sits on its cards, not afloat",
          "game/scenes/new_game_layout.py",
          "        return row_top - self.px(CAPTION_GAP)",
          "        return row_top - self.px(CAPTION_GAP) * 8",
          # (re-pointed hS61: the test rewritten to the three even gaps, critic A51)
          _ONE + "test_few_players_share_the_felt_in_three_even_gaps[farkle-size1]"),
    Break("new_game.rows_slide_whole", "a card changing rows slides there whole, never "
          "fading out and in (critic S29: the computer's card)", "game/widgets/seat_band.py",
          "        if not self.moving or key in self.before:\n            return 255",
          "        if not self.moving or (key in self.before and key not in self.crossing):\n"
          "            return 255",
          "tests/test_new_game_rows_slide.py::test_the_computers_card_slides_whole_to_its_new_"
          "row[size0-4-3]"),
    Break("new_game.crossing_stays_lifted", "a card caught on its way between rows stays "
          "lifted at the next quick click", "game/widgets/seat_band.py",
          "                         if rows_before[key] != rows_after[key] or key in on_way}",
          "                         if rows_before[key] != rows_after[key]}",
          "tests/test_new_game_motion.py::test_quick_clicks_never_lose_a_seats_card"),
    # new_game.panel_glides retired (hS40 ruling): the form stays where it is at any count
    # (the cards fill the room under it); tests/test_new_game_rows_slide.py now pins it put
    Break("scores.off_the_buttons", "the boards keep 20-28 px of felt above the buttons "
          "(critic S29: 7-10 px)", "game/scenes/scores.py",
          # (re-pointed by hS64: the boards' bottom said once, boards_bottom)
          "        return self.back_button.rect.y - max(BOARDS_GAP_LEAST, self.px(BOARDS_GAP))",
          "        return self.back_button.rect.y - self.px(14)",
          "tests/test_scores_room_and_type.py::test_the_boards_keep_off_the_buttons[10-size0]"),
    Break("scores.rows_read", "the boards' rows at 15 px of em or more at 1024x600 (critic "
          "S29: 14 px)", "game/scenes/scores.py",
          "        return max(self.type_least, min(self.font_px(theme.FONT_BODY),",
          "        return max(theme.FONT_MIN, min(self.font_px(theme.FONT_BODY),",
          "tests/test_scores_room_and_type.py::test_the_rows_words_are_read_not_glanced[size0]"),
    Break("scores.one_trophy_per_board", "the score to beat stands large in the free room, "
          "no second trophy over it (critic S29)", "game/scenes/scores_aim.py",
          # (re-pointed hS40: the aim's one size, on a board's foot or under the boards;
          # hS66: the screen's subtitle says it, at the body's type)
          "        return max(theme.least_type(), self.font_px(theme.FONT_BODY))",
          "        return max(theme.least_type(), self.font_px(theme.FONT_SMALL))",
          "tests/test_scores_room_and_type.py::test_one_trophy_per_board_and_the_aim_large"
          "[size1]"),
    Break("new_game.level_from_settings", "a game starts at the computer's level set in "
          "Setari, its one place (critic S29: New Game chose it too)", "game/scenes/new_game.py",
          "            return self.players(), int(self.target.value), self.computer_level()",
          "            return self.players(), int(self.target.value), \"normal\"",
          "tests/test_new_game_level_from_settings.py::test_new_game_has_no_level_control_and_"
          "starts_at_the_settings_level"),
    Break("new_game.card_says_level", "the computer's seat card says its level",
          "game/scenes/new_game_cards.py",
          # (re-pointed hS40: a label saying where it changes, no pill; hS41: one line
          # under the computer's name)
          "        word, size = self.level_line(field, badge_rect)",
          "        word, size = \"\", self.font_px(theme.FONT_SMALL)",
          "tests/test_new_game_level_from_settings.py::test_the_computers_card_says_its_level"
          "[farkle-changes0-Expert]"),
    Break("new_game.caption_clear_of_ring", "'Ordinea de joc' keeps clear air over the first "
          "card's focus ring (critic R30: it sat almost on the ring)",
          "game/scenes/new_game_layout.py",
          "CAPTION_GAP = 26\n", "CAPTION_GAP = 10\n",
          "tests/test_new_game_caption_air.py::test_the_caption_keeps_clear_of_the_first_cards_"
          "focus_ring[6-size2]"),
    Break("new_game.refusal_read", "a refusal's words at 15 px of em at 1024x600, 20 at 1920 "
          "(critic R30: ~11 px)", "game/scenes/new_game_refusal.py",
          "        return max(theme.font_floor(self.scale), theme.SIDE_TYPE_LEAST,",
          "        return max(theme.font_floor(self.scale), 0,",
          "tests/test_new_game_caption_air.py::test_a_refusals_words_are_read_not_squinted_at"
          "[x-6-0-size0-21]"),
    Break("new_game.names_display_type", "the seat cards' names in display type, the titles' "
          "face (critic R30: the cards read as form fields)", "game/scenes/new_game_places.py",
          "            field.weight = NAME_FACE  # a player's name: in display type",
          "            field.weight = 'bold'  # a player's name: in display type",
          "tests/test_new_game_names_big.py::test_names_are_large_and_bold_on_few_players_cards"),
    Break("new_game.cards_span_felt", "at 1024x600 four seat cards take the felt's width, "
          "not the panel's (critic R30: use the room)", "game/scenes/new_game_layout.py",
          "        self.size_room.w = self.wide_w  # (hS31, critic R30: the felt's width, not "
          "the panel's)",
          "        pass",
          "tests/test_new_game_caption_air.py::test_four_cards_span_the_felt_at_1024x600[yams]"),
    Break("new_game.no_band_under_seats", "the seat cards take the felt under their last row, "
          "the grid only keeping its lead off the buttons (critic R30: a band of felt under "
          "the seats)", "game/scenes/new_game_layout.py",
          "        under = lead  # (hS31: a last row's refusal stands in the gap over its "
          "card)",
          "        under = max(lead, 3 * self.row_gap)",
          "tests/test_new_game_whole_grid.py::test_the_grid_fills_its_room_with_even_gaps[size2]"),
    Break("scores.podium_cards_side_by_side", "the first three stand side by side, the first "
          "in the middle, the second left, the third right (critic S31: a podium)",
          "game/scenes/scores_podium.py", "STEP_ORDER = (1, 0, 2)", "STEP_ORDER = (0, 1, 2)",
          _PODIUM + "test_the_first_three_stand_side_by_side_as_a_podium[size1]"),
    # scores.podium_fills_few retired by hS63: its promise (with few scores the podium fills
    # the boards) was reversed by critic A61 (the podium jumped between 1, 2, 3 and 10
    # scores): one podium height at every count, held by side14.podium_one_height
    Break("scores.hint_next_place", "the hint names the next place plainly (critic S31: \"Orice "
          "scor intră...; peste 231 iei locul 2\" read as a contradiction)",
          "locales/ro/LC_MESSAGES/scores.po",  # (re-pointed hS65: "urcă pe podium" retired)
          "Orice scor intră în top 10",
          "Orice scor intră în clasament; peste 231 iei locul 2.",
          _PODIUM + "test_the_hint_names_the_next_place_plainly[ro]"),
    # scores.one_voice retired by hS66 (the ruling after critics A62/A64/A65): the score to
    # beat in a board's foot no longer stands beside an empty board's sentence in any state
    # the test draws (the top 10's invitation is the screen's own subtitle, in a subtitle's
    # cream); the boards' own sentences (an empty board's, a short board's teaser) are drawn
    # by one function, draw_invite_card (tests/test_scores_podium_cards.py still reads them)

    Break("settings.options_explained", "under each option that changes play a line says "
          "what the chosen option does (critic S31: what Expert changes, what Rapidă does)",
          "locales/ro/LC_MESSAGES/settings.po",
          'msgstr "Alege mereu căsuța cu cel mai bun scor așteptat."',
          'msgstr "Joacă precum un om: uneori alege o căsuță mai slabă."',
          _EXPLAINED + "test_the_line_follows_the_chosen_option"),
    Break("settings.explained_under_row", "an option's explaining line stands under its row, "
          "inside its card", "game/scenes/settings.py",
          "            under = pygame.Rect(x, widget.rect.bottom + self.explain_gap(),",
          "            under = pygame.Rect(x, widget.rect.top - self.explain_gap(),",  # (hM80)
          "tests/test_settings_row_blocks.py::test_a_rows_line_belongs_to_its_row"),
    # (re-pointed round 81, hK89, S97 4.: with one felt round the cards the lines no longer
    # collide with the next row at any size; the line then no longer reads with its row)
    Break("settings.explain_room", "the rows of an explained card make room for their lines "
          "(at 1024x600 too: not a cramped block)", "game/scenes/settings.py",
          # (re-pointed, hM51: the row's air beside a longer column joined the line)
          # (re-pointed, hM68: a row's block, its control and its line, then the air)
          "                    ry += block(row, name) + between + air",
          "                    ry += max(row, h) + between + air",
          "tests/test_settings_row_blocks.py::test_a_rows_line_belongs_to_its_row"),
    # (re-pointed round 81, hK89, S97 4.: with one felt round the cards the lines no longer
    # collide with the next row at any size; the line then no longer reads with its row)
    Break("settings.audio_rows_pitch", "the Audio card's rows never tighter than the other "
          "cards' pitch (hM60: no longer the same pitch, the cards side by side level; the "
          "plant, once spreading them, now squeezes them)", "game/scenes/settings.py",
          # (re-pointed, hM68: a control centred in its slot, at least its own height)
          "                    centre = ry + slot // 2",
          "                    centre = ry + slot // 2 - (slot + air if name == 'volume' else 0)",
          _EXPLAINED + "test_the_audio_rows_keep_the_other_cards_pitch[size1]"),
    Break("scores.empty_podium", "with no score anywhere the empty state is an empty podium "
          "over its title, its panel making room for it (critic S31: one lonely card)",
          "game/scenes/scores_invite.py",  # (re-aimed hS28: the welcome's plan)
          # (re-aimed round 74, hS29: the picture stacked with the words and the button)
          # (re-aimed round 81, hK90, S98 1.: a podium per game, its button under it)
          "        podium.midbottom = (room.x + half_w // 2, top + whole - pad - button_h)",
          "        podium.midbottom = (room.x + half_w // 2, room.bottom - pad)",
          _PODIUM + "test_no_score_anywhere_shows_an_empty_podium[size2]"),
    # scores.few_fill_beside_full retired (hS40, critic A32: "the two podiums at different
    # sizes"): a board of few scores beside a full one now stands its podium at the full
    # board's size (side8's scores.podiums_one_size)
    Break("scores.tie_one_height", "tied scores stand on podium steps of one height (critic "
          "A31: a silver \"2\" on the third, shorter step)", "game/scenes/scores_podium.py",
          "        h = round(area.h * STEP_HEIGHTS[places[index] - 1])",
          "        h = round(area.h * STEP_HEIGHTS[index])",
          _TIES + "test_a_tied_place_stands_as_high_as_its_twin[size0]"),
    Break("scores.tie_marked", "a tied place's cards say \"=2\" (critic A31)",
          "game/scenes/scores.py",  # (re-aimed hS28: a tie with the third on its card)
          "            shared = numbers.count(numbers[i]) > 1 or bool(joined)",
          "            shared = False and bool(joined)",
          _TIES + "test_a_tied_place_stands_as_high_as_its_twin[size1]"),
    Break("scores.any_score_gets_in", "a board with free places says any score gets in "
          "(critic A31: \"Următorul loc: 2 — peste X\" while place 3 was free)",
          "game/scenes/scores_aim.py",
          # (re-pointed hS63: one invitation at every count, "Orice scor intră în top 10")
          # (re-aimed round 69: the page's subtitle, the boards' dead aim() gone)
          "            return [(str(self.tr(\"scores.any_board\")), self.content)]\n",  # (re-aimed
          "            return [(str(self.tr(\"scores.any_podium\")), self.content)]\n",  # hS69,
          # the short board named; re-aimed round 77, hS33; round 79, hK84)
          _TIES + "test_a_board_with_free_places_says_any_score_gets_in[5]"),
    Break("scores.one_medal_size", "one medal size on both podiums (critic A31: a board with a "
          "top-10 list shrank its medals beside the other's)", "game/scenes/scores.py",
          # (re-pointed hS62: the plan set in one type for the screen, in_one_type)
          "                             medal, self.scale,",
          "                             self.card_plan(kind, i, step).medal, self.scale,",
          _TIES + "test_one_medal_size_on_both_podiums_and_every_date_kept[size1]"),
    Break("scores.dates_kept", "every podium card keeps its date (critic A31: at 1024x600 the "
          "Yams podium dropped its dates)", "game/scenes/scores_podium.py",
          "    draw_text(surface, plan.date, plan.date_px, theme.MUTED,",
          "    plan.date and None and draw_text(surface, plan.date, plan.date_px, theme.MUTED,",
          _TIES + "test_one_medal_size_on_both_podiums_and_every_date_kept[size0]"),
)

SIDE6_BREAKS += (
    # -- merge of round 30: the tied card's "=2" in the medal's own ink (AA on every face)
    Break("scores.tie_pill_ink", "a tied card's \"=2\" is written in a declared, checked text "
          "colour (the medal's ink)", "game/scenes/scores_podium.py",
          # (re-pointed hS41: the pill a Tag the list's tied row wears too)
          "    return Tag(words, size, MEDAL_TEXT, face, box)\n",
          "    return Tag(words, size, theme.TABLE_HEADER, face, box)\n",
          "tests/test_look.py::test_the_text_colours_in_use_are_all_declared"),
)
