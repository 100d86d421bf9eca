"""More planted bugs of :mod:`tools.break_promises` (the Yams table's standings and its
Penta stage), in the form of :mod:`tools.breaks`: each a promise, a realistic one-line bug
that breaks it, and the test that holds it."""

from __future__ import annotations

from tools.breaks import Break

_SLAM = "tests/test_stage_slam.py::test_a_penta_stamp_slams_from_larger_inside_the_felt_over_" \
        "the_dice"
_READABLE = "tests/test_yams_standings_readable.py::test_three_players_rows_keep_a_readable_" \
            "font_and_whole_names"

_ONE_RED = "tests/test_yams_one_primary.py::test_the_countdowns_box_makes_validate_the_one_" \
           "red_action"

_PASSING = "tests/test_yams_turn_passing.py::test_the_jokers_bonus_reaches_the_total_once_" \
           "held_from_its_landing"

_COLUMNS = "tests/test_yams_standings_readable.py::test_the_standings_show_the_same_columns_" \
           "from_the_first_frame"

_ENTRANCE = "tests/test_yams_turn_entrance.py::test_"

_PASS = "tests/test_yams_pass_in_order.py::test_"
_MOTION = "tests/test_yams_turn_motion.py::test_"

_TOAST = "tests/test_yams_undo_toast.py::test_"

_SHEET = "tests/test_yams_sheet_seats.py::test_"

BREAKS: tuple[Break, ...] = (
    Break("yams.sheet_seat_edges", "each sheet column carries its seat colour down its edge",
          "game/widgets/scorecard.py", "        self._draw_seat_edges(surface, view)\n", "",
          _SHEET + "each_column_carries_its_seat_colour_down_its_edge"),
    Break("yams.sheet_column_lit", "the column on turn is lit, its open boxes warm",
          "game/widgets/scorecard.py",
          # (re-aimed by hY97, round 74: the lit column's open boxes are its flat paper, S17)
          # (re-aimed round 82, hY127: the tint is the computer's calm one or column_tint, S105)
          "            pygame.draw.rect(surface, tint(style), boxes)\n",
          "            pygame.draw.rect(surface, theme.SHEET_BG, boxes)\n",
          _SHEET + "the_column_on_turn_is_lit_and_the_others_are_paper"),
    Break('yams.held_row_keeps_its_look', "the held row keeps its look while the computer is "
          "greeted in it",
          # (re-aimed by hY82: the computer's words are said in the prompt's pill of one look
          # (S10): no frame of the banner's colour)
          'game/widgets/prompt_pill.py',
          '    pygame.draw.rect(layer, (*theme.GOLD, 70), layer.get_rect(), max(1, theme.px(2,'
          ' scale)),',
          '    pygame.draw.rect(layer, theme.TURN_BANNER_COLOUR, layer.get_rect(), max(1, them'
          'e.px(2, scale)),',
          _ENTRANCE + "the_held_row_keeps_its_look_while_the_computer_is_greeted"),
    Break("yams.toast_in_the_lane", "a toast stands in the message lane, readable, over "
          "nothing",
          # (re-aimed by hY97, round 74: every caption is said in the prompt's pill, the
          # lane's own pill code gone with the refusal's pill, S10)
          "game/views/yams_prompt.py",
          "    room = scene.tail_lane()\n", "    room = scene.held_band\n",
          _TOAST + "the_undo_toast_is_readable_and_covers_nothing"),
    Break('yams.one_caption_at_a_time', "the table's captions are said in one lane, one at "
          "a time",
          # (re-aimed by hY82: the prompt's pill waits while a refusal's pill says its answer (S10);
          # by hY97, round 74: the refusal is the pill's second line, under the one caption)
          'game/widgets/prompt_pill.py',
          '            lines.append((cut_at_a_word(say.detail, size, max(1, room - under), '
          'REGULAR), False))\n',
          '            lines.insert(0, (cut_at_a_word(say.detail, size, max(1, room - under), '
          'REGULAR), False))\n',
          "tests/test_yams_message_lane.py::test_every_caption_of_a_turn_is_said_in_the_one_"
          "lane_one_at_a_time"),
    Break("yams.column_greets_its_player", "the next player's sheet column glows in their "
          "colour as they enter, then rests", "game/views/yams_turn_entrance.py",
          "    fade = 1 - table.entrance.progress(banner.age, table.turn_key())",
          "    fade = 0.0",
          "tests/test_yams_turn_column_glow.py::test_the_next_players_column_glows_in_their_"
          "colour_while_they_enter"),
    Break("yams.solo_column_sensible", "a game alone keeps its one sheet column as wide as "
          "a game for two's", "game/widgets/sheet_grid.py",
          "        if self.players == 1:  # alone:", "        if False:  # alone:",
          "tests/test_yams_solo_sheet.py::test_a_solo_sheet_column_is_no_wider_than_a_two_"
          "player_ones"),
    Break("yams.total_never_ahead", "while the sheet counts a bonus up, TOTAL is never ahead "
          "of its parts", "game/views/yams_moments.py",
          "_draw_total(surface, scene, player, scene.game.cards[player].total - left)",
          "_draw_total(surface, scene, player, scene.game.cards[player].total)",
          "tests/test_yams_count_consistent.py::test_the_sums_agree_in_every_frame_of_a_joker_"
          "penta_reaching_the_upper_bonus"),
    Break('yams.lane_pill_fits', "an announcement of two lines is one sentence that fits the "
          "lane",
          # (re-aimed by hY82: an announcement is said in the prompt's pill (S10))
          'game/views/yams_prompt.py',
          '    return PromptSay(views.lane_text(said), _colour(said.tone), alpha=_timed_alpha('
          'said),',
          '    return PromptSay(said.text, _colour(said.tone), alpha=_timed_alpha(said),',
          _TOAST + "a_two_line_announcement_is_one_sentence_in_the_lane"),
    # (re-pointed by hY33: the frame inside the box is gone, critic C30 §2; the one ring
    # stays in the box's row, beside it)
    # (re-pointed again by hY60, critics C50/C51: the badge stands ON its box now, in its
    # row and in the column on turn; and by hY64: its one place is views.countdown_badge)
    # (yams.countdown_in_its_box retired by hY110, round 78: ruling S45 put
    # the countdown's ring off the sheet, in the prompt pill; its place pinned by
    # tests/test_yams_countdown_off_the_sheet.py)
    Break("yams.entrance_click_skips", "a click ends the next player's entrance at once",
          "game/scenes/yams_table.py",
          "if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):",
          "if event.type in (pygame.KEYDOWN,):",
          _ENTRANCE + "a_click_on_the_felt_ends_the_entrance_at_once"),
    Break("yams.entrance_seat_colour", "the next player's band is drawn in their seat colour",
          "game/views/yams_turn_entrance.py",
          "pygame.draw.rect(layer, (*colour, 255), layer.get_rect(), max(2, theme.px(3, scale)),",
          "pygame.draw.rect(layer, (*theme.GOLD, 255), layer.get_rect(), max(2, theme.px(3, "
          "scale)),", _ENTRANCE + "the_next_player_enters_in_their_seat_colour_above_the_dice"),
    Break("yams.entrance_band_centred", "the next player's band rests centred on their name",
          "game/views/yams_turn_entrance.py", "    rect.center = text.center\n",
          "    rect.midleft = (column.x, text.centery)\n",
          _ENTRANCE + "the_band_opens_centred_on_the_name_and_no_edge_crosses_a_letter"),
    Break("yams.entrance_band_off_the_words", "the band's edges stay outside the name in "
          "every frame of its entrance", "game/views/yams_turn_entrance.py",
          "min(column.w, text.w + 2 * margin)", "min(column.w, round(text.w * p) + 2 * margin)",
          _ENTRANCE + "the_band_opens_centred_on_the_name_and_no_edge_crosses_a_letter"),
    Break("yams.undo_returns_with_motion", "an undo brings the box and the dice back with a "
          "short motion (under 0.3 s)", "game/flow/yams_flow.py",
          "        self.undo_return.start(event.player, event.box, event.points, self._factor())\n",
          "", "tests/test_yams_undo_motion.py::test_an_undo_returns_the_box_and_the_dice_with_a_"
          "short_motion"),
    Break("yams.undo_motion_skipped_by_a_click", "the next click ends an undo's motion at once",
          "game/scenes/yams_table.py",
          "            self.flow.undo_return.cancel()  # an undo's way back ends at once\n", "",
          "tests/test_yams_undo_motion.py::test_the_next_click_ends_the_undo_motion_at_once"),
    Break("yams.sheet_headers_16px", "with seven seats every header of the sheet reads at "
          "16 px at 1920 (a long name shortened, never shrunk)", "game/widgets/scorecard.py",
          "floor = max(theme.font_floor(self.scale), round(HEADER_LEAST * self.scale))",
          "floor = theme.FONT_MIN", "tests/test_yams_sheet_headers_read.py::test_seven_headers_"
          "read_at_16_pixels_and_differ"),
    Break("yams.computer_choice_said_as_it_lights", "the line says the computer's choice as "
          "its box lights (\"Calculatorul alege …\")", "game/flow/yams_reading.py",
          "if picked is not None and game.dice is not None:  # its box lights: said now",
          "if False:", "tests/test_yams_computer_choice_caption.py::test_the_computers_choice_is_"
          "said_in_the_line_as_its_box_lights"),
    Break("yams.bonus_count_agrees_with_total", "as the Joker's box is written, Bonus Penta "
          "says its 100 whole, TOTAL the same sum on every frame", "game/flow/yams_scoring.py",
          '"penta_bonus", card.penta_bonus, card.penta_bonus))',
          '"penta_bonus", card.penta_bonus - event.penta_bonus, card.penta_bonus))',
          "tests/test_yams_leaving_beats.py::test_the_bonus_penta_whole_and_total_agree_on_"
          "every_frame"),
    # (yams.penta_count_off_its_row retired in round 67: it planted a bug in the fallback that
    # moved a count resting by its box off a row in its way; since hY74 the upper bonus's
    # count, the test's only vehicle, stands on the centred column under its caption and never
    # rests by its box: tests/test_yams_penta_counter_clear.py asks that place instead)
    # (hK40: re-pointed from the scene's `keep_apart = ... True`: since 027ed931 threw the
    # dice square out of the cup, the drawn nudge is never needed in these throws (no
    # picture overlaps without it); the throw's die-on-die collisions keep them apart)
    Break("yams.tumbling_dice_apart", "tumbling Yams dice never overlap on the screen",
          "game/widgets/dice_physics.py",
          "        _collide([bodies[i] for i in live], live, reach, k * h, size, impacts)",
          "        pass",
          "tests/test_yams_throw_apart.py::test_tumbling_dice_keep_apart_and_near_their_resting_"
          "size"),
    Break("yams.tumbling_dice_near_rest_size", "a tumbling Yams die looks at most slightly "
          "larger than at rest", "game/scenes/yams_table.py",
          "self.tray.air_cap, self.tray.keep_apart = theme.YAMS_AIR_CAP, True",
          "self.tray.air_cap, self.tray.keep_apart = None, True",
          "tests/test_yams_throw_apart.py::test_tumbling_dice_keep_apart_and_near_their_resting_"
          "size"),
    Break("yams.held_row_quiet", "the empty kept-dice row is five faint slots, no box with "
          "words", "game/scenes/yams_table_draw.py",
          # (re-pointed round 65: the row's look is the flow's, yams_hold_row; round 67:
          # drawn in every beat, ruling S1)
          "        if not ended and slots:\n",
          "        if not ended and slots:\n"
          "            pygame.draw.rect(surface, (0, 40, 20), self.held_band, "
          "border_radius=9)\n",
          "tests/test_yams_held_row_quiet.py::test_the_empty_kept_row_is_five_faint_slots_not_a_"
          "box_with_words"),
    Break("yams.countdown_ring_counts", "the countdown's line counts its seconds with the "
          "box's badge (3, 2, 1), never a frozen count (round 73, hY94; round 69's 'never in "
          "the headline' reversed)",
          "game/flow/yams_reading.py",
          # (re-pointed by hY33: the line drawn is countdown_line's; the prompt's copy of it
          # is never drawn while the countdown runs, so a bug planted there was missed;
          # re-pointed by hY76, round 69: the headline no longer counts, its frozen "3 s"
          # planted back into it is a second count)
          # (re-aimed by hY94, round 73: the line says the seconds, "în 3 s", counting with
          # the ring: a frozen count in it is the bug now)
          # (re-aimed by hC77, round 75, critic cA75: the seconds said twice; the line says
          # none, the ring alone counts: the seconds back in the line is the bug now)
          '        return self.tr("yams.countdown_line", box=self.tr(marked.key))\n',
          '        return self.tr("yams.countdown_line", box=self.tr(marked.key)) + " · 3 s"\n',
          "tests/test_yams_countdown_tag.py::test_the_headline_counts_the_countdowns_seconds_"
          "once"),
    # (yams.countdown_ring_digitless retired by hY60: critics C50/C51 asked the seconds
    # inside the ring on the box; held by yams10.countdown_seconds_inside)
    Break("yams.standings_never_zero_turns", "the standings never say \"încă 0 ture\": a "
          "finished player reads \"a terminat\"", "game/views/yams_standings_words.py",
          "    if left <= 0:\n        return tr(\"yams.standings.done\")\n", "",
          "tests/test_yams_standings_last_turn.py::test_the_last_turn_and_a_finished_player_are_"
          "said_in_words"),
    # (yams.countdown_ring_reads_big retired by hY72, round 66: critic C65 asked one countdown
    # pattern; the count is now the quieter line under its reason, as under a sacrifice, no
    # longer a 20 px headline; its seconds read big in the badge, side17.countdown_digit_row_bound)
    # re-pointed (round 30): a thinner ``clear`` no longer brings two regions together (the
    # standings are centred in their band, whose top and foot both move with it, and the
    # tumbling dice's floor rises with the band's top), so that plant left the promise whole
    # and no test could catch it; the band starting at the dice's middle does break it
    Break("yams.felt_regions_keep_air", "the dice, the standings, the undo's toast and the "
          "buttons never touch (1024×600 too)", "game/scenes/yams_layout.py",
          # (re-pointed by hY52: the dice row now rises to keep its own gap over the
          # standings; here it sinks onto them instead)
          "        self._free_y = min(self._free_y, least)\n",
          "        self._free_y = least + die\n",
          "tests/test_yams_clearance.py::test_the_dice_the_standings_the_undo_toast_and_the_"
          "buttons_never_touch"),
    Break("yams.hint_greyed_in_the_air", "while the dice are in the air no button is lit "
          "(\"Sugestie\" greys with \"Aruncă\")", "game/scenes/yams_table.py",
          "self.hint_button.enabled = human and self.flow.settled and not self.tray.is_animating",
          "self.hint_button.enabled = human",
          "tests/test_yams_turn_label.py::test_no_button_is_lit_while_the_dice_are_in_the_air"),
    Break("yams.turn_label_one_look", "\"La rând: …\" keeps its band all turn, never plain "
          "text mid-turn", "game/scenes/yams_table_draw.py",
          # (re-pointed round 67: the pill is drawn in every frame, the passing too; round
          # 76, hY104: every frame but the passing band's)
          "            yams_turn_entrance.draw_entrance(surface, text, self.held_band, "
          "(cx, lines[\"turn\"]),",
          "            age and yams_turn_entrance.draw_entrance(surface, text, self.held_band, "
          "(cx, lines[\"turn\"]),",
          "tests/test_yams_turn_label.py::test_the_turn_label_keeps_its_band_through_the_turn"),
    Break("yams.sheet_header_marks_big", "the players' marks atop the sheet take most of the "
          "names' row", "game/widgets/sheet_grid.py",
          "big = max(mark_side(self.font_size, BOLD, token=True), round(self.row_h * 0.74))",
          "big = mark_side(self.font_size, BOLD)",
          "tests/test_yams_marks_size.py::test_the_sheets_header_marks_take_most_of_the_names_row"),
    Break("yams.sheet_header_marks_keep_names", "a bigger mark atop the sheet never costs a "
          "name its letters", "game/widgets/sheet_grid.py",
          "        if text_size(name, self.font_size, BOLD)[0] + big <= room:\n",
          "        if True:\n",
          "tests/test_yams_marks_size.py::test_the_sheets_header_marks_take_most_of_the_names_row"),
    Break("yams.standings_marks_big", "a standings row marks its player big",
          "game/views/yams_standings_marks.py", "MARK_SHARE = 0.86", "MARK_SHARE = 0.5",
          "tests/test_yams_marks_size.py::test_a_standings_row_marks_its_player_big"),
    # (yams.countdown_said_once retired by hY60: the badge on the box now holds the seconds
    # too, critics C50/C51; yams10.countdown_seconds_inside)
    Break("yams.joker_line_after_its_stage", "after the Joker's stage the table's line says "
          "only what to do now, not the rule again", "game/flow/yams_reading.py",
          # (re-aimed by hY85: the Joker's pick carries its tag)
          "return self._prompt(key, Tone.WARN, detail, JOKER_TAG,  # (the countdown: its own)\n"
          "                                **params)",
          'return self._prompt("yams.joker", Tone.WARN, points=100)',
          "tests/test_yams_flow.py::test_after_the_jokers_stage_the_line_says_only_what_to_do_"
          "now"),
    Break("yams.undo_greyed_when_idle", "with nothing to undo \"Anulează\" reads disabled as "
          "every disabled button (C19 §7: a quiet outline read as clickable)",
          "game/widgets/button.py",
          # (re-aimed by hY91: lit, the table's one quiet secondary look, critic D71)
          # (re-aimed by hY115, round 79: idle, flat and sunk, lit the live look, S62 3.)
          # (re-aimed round 80, hY118, S76: an outline when lit, a dim link with nothing)
          # (re-aimed round 81, hY121, S91 4.: one outline, dimmed with nothing to undo)
          "            line = blend(theme.QUIET_BUTTON_LINE, theme.FELT, theme.QUIET_HELD_FADE)",
          "            line = theme.QUIET_BUTTON_LINE",
          "tests/test_yams_undo_one_style_hy121.py::test_the_undo_is_one_outline_lit_or_dim"
          "[size1]"),
    Break('yams.one_line_note_in_the_prompts_place', "the Joker's one-line note keeps the "
          "prompt's place with dice held or not",
          # (re-aimed by hY82: the note is said in the prompt's pill (S10))
          'game/views/yams_prompt.py',
          '    room = scene.tail_lane()',
          '    room = scene.held_band if not any(scene.game.held) else scene.tail_lane()',
          "tests/test_yams_table_calm.py::test_the_jokers_line_keeps_the_prompts_place_with_"
          "dice_held_or_not"),
    # (re-pointed by hY76, round 69: a row's count of turns is the round line's alone, a row
    # says only its end, "ultima tură" or "a terminat", in room kept from the first frame;
    # the plant is the old count said again in every row)
    Break("yams.standings_turns_from_the_start", "no standings row repeats the round line's "
          "count of turns left (critic round 68); its column's room kept from the first frame",
          "game/views/yams_standings.py", 'else "" if not turns_said(s.turns_left)',
          'else "" if False', _COLUMNS),
    Break("yams.standings_empty_before_scoring", "before anyone scored the gap and last-turn "
          "cells are empty (their room kept), no dash", "game/views/yams_standings.py",
          '    none = ""  # a column with nothing yet',
          '    none = "–"  # a column with nothing yet', _COLUMNS),
    Break("yams.standings_three_at_hint_size", "three players' standings read at the hints' "
          "size in one column", "game/views/yams_standings.py",
          # (re-aimed by hY91: its margin never under 4 window px, critic D71)
          "return max(4, theme.px(6, self.scale))", "return max(4, theme.px(20, self.scale))",
          _READABLE),
    Break("yams.standings_to_the_lane", "the standings reach down to the refusal's lane",
          "game/scenes/yams_layout.py", "bottom = top - max(clear, self.px(theme.GAP))",
          "bottom = top - max(clear, self.px(theme.GAP)) - self.px(20)",
          "tests/test_yams_standings_large.py::test_the_standings_rows_are_large_and_take_"
          "the_felt_to_the_buttons"),  # (hY94: the lane is the panel's now)
    Break("yams.standings_larger_at_1024", "two players' standings read above the type floor "
          "at 1024", "game/views/yams_standings.py", "| {floor, floor + 2, floor + 3, floor + 4},",
          "| {floor},", "tests/test_yams_standings_readable.py::test_two_players_rows_read_"
          "larger_than_the_floor_at_1024"),
    Break("stage.penta_slam_grows", "a Penta's stamp comes down from about 1.3 times its size",
          "game/views/stage.py",
          "grown = 1 + (scale - 1) * (GATHERED_SLAM - 1) / (SLAM_FROM - 1)",
          "grown = min(scale, 1.0)", _SLAM),
    # (stage.penta_slam_in_felt retired by hK60: a Penta grows in now, and the one stamp
    # that slams over gathered dice is a 10 000 headline's, laid in thirds: its letters
    # have the whole band over the row, far more than the ~14 px a 1.3x slam grows each
    # side (1920: letters 203-307, row 485; 1024: 113-172, row 270), so growing about its
    # centre instead of its clamped pivot keeps it in the felt and off the dice at every
    # size; no picture the game makes reaches the clamp. The promise stays held by
    # test_stage_slam (in the felt, over the row, 1.3x down to 1x: stage.penta_slam_grows)
    # and the thirds by ladder3.felt_in_thirds, ladder3.amount_under_row)
    Break("yams.joker_bonus_total_once", "the Joker's +100 reaches the TOTAL once, from its "
          "landing", "game/views/stage_hold.py", "    return int(game.current)\n",
          "    return None\n", _PASSING),
    Break("yams.refused_cell_ends_with_turn", "a refused cell's mark ends with its turn",
          "game/flow/yams_flow.py", "self.refused_cell = None  # a refused cell's mark",
          "self.refused_cell = self.refused_cell  # a refused cell's mark", _PASSING),
    # yams.rested_dice_one_line retired by hY66 (round 62): it planted "Zarurile s-au oprit"
    # in the rest between the landing and the invitation, which critic C61 made the promise
    # (the line was blank there); yams13.rested_beat_blank holds the new promise.
    Break("yams.rested_dice_not_rolling", "the rolling line goes the frame the last die rests",
          "game/flow/yams_reading.py",
          "if self.port.dice_in_air():  # the line says the throw",
          "if self.port.dice_in_air() or not self.settled:  # the line says the throw",
          "tests/test_yams_rested_dice.py::test_the_rolling_line_goes_the_frame_the_last_die_"
          "rests"),
    Break("yams.steady_tray_before_throw", "the kept row's slots show before the first throw "
          "too, where they are after it", "game/scenes/yams_layout.py",
          # (re-pointed by hY40: the finished tray stays until the results; by hY50: the
          # slots stay under a stage too)
          "        if ((self.game.finished and self._results_pushed)\n",
          "        if ((self.game.finished and self._results_pushed) or self.game.dice is None\n",
          "tests/test_yams_steady_tray.py::test_the_kept_rows_slots_keep_their_places_at_every_"
          "beat"),
    Break("yams.steady_tray_computer", "the computer's greeting lies over the kept row's slots, "
          "which stay", "game/scenes/yams_layout.py",
          # (re-pointed by hY50: the slots stay under a stage too)
          "        if ((self.game.finished and self._results_pushed)\n",
          "        if ((self.game.finished and self._results_pushed)\n"
          "                or views.held_row_banner(self.flow.voice, self.computer_turn)\n",
          "tests/test_yams_steady_tray.py::test_the_computers_turn_keeps_the_kept_rows_slots"),
    Break('yams.joker_named_where_it_applies', "the Joker's line names the Joker (why only "
          "these boxes)",
          # (re-aimed by hY82: the Joker is named by the pill's red tag (S10); by hY92: the
          # note's look moved to yams_notes, one look on the Joker stage's tail too)
          'game/views/yams_notes.py',
          # (re-aimed by hY85: the flow tags the Joker's pick, the view reads the tag)
          # (re-aimed by hY128: the tag's words changed with its orange, S106 3.)
          '    if note.tag == JOKER_TAG:  # the flow\'s Joker pick: the "Joker" tag in the Joker',
          '    if note.key == JOKER_TAG:  # the flow\'s Joker pick: the "Joker" tag in the Joker',
          'tests/test_yams_prompt_one_form.py::test_every_beat_says_its_prompt_in_one_pill_of'
          '_one_size_in_one_place[size1]'),
    # (re-pointed by hY33: the ring stands beside the box now, critic C30 §2)
    # (yams.countdown_ring_beside retired by hY60: the ring stands ON its box now, critics
    # C50/C51: yams10.countdown_badge_on_box)
    Break('yams.greeting_plate', "the computer's greeting lies on a felt plate over the kept "
          "row's slots",
          # (re-aimed by hY82: the greeting is said on the prompt's pill (S10))
          'game/widgets/prompt_pill.py',
          '    pygame.draw.rect(layer, (*theme.PILL_INFO, FILL_ALPHA), layer.get_rect(),',
          '    pygame.draw.rect(layer, (*theme.PILL_INFO, 0), layer.get_rect(),',
          "tests/test_yams_steady_tray.py::test_the_computers_greeting_lies_on_a_plate_over_the_"
          "slots"),
    Break("yams.kept_slot_waits_for_its_die", "a kept die's slot stays until the die sits on "
          "it", "game/scenes/yams_layout.py",
          "if not (held[i] and self._sits_on_slot(i, x))]", "if not held[i]]",
          "tests/test_yams_steady_tray.py::test_a_kept_dies_slot_stays_until_the_die_sits_on_it"),
    Break("yams.steady_tray_turn_pass", "the news of the turn pass lies over the kept row's "
          "slots, which stay", "game/scenes/yams_layout.py",
          "                or yams_moments.stamp_shown(self) or covers_held_band(self)):",
          "                or yams_moments.stamp_shown(self) or covers_held_band(self)\n"
          "                or self.shown_announcement() is not None):",
          "tests/test_yams_steady_tray.py::test_the_news_of_the_turn_pass_lies_over_the_kept_"
          "rows_slots"),
    Break("yams.seen_beat_short", "the seen beat after the dice rest is short (0.15-0.2 s)",
          "game/theme_frame.py", "DICE_REVEAL_DELAY = 0.18", "DICE_REVEAL_DELAY = 0.25",
          "tests/test_yams_rested_dice.py::test_the_seen_beat_is_short_but_real"),
    Break("yams.joker_refusal_says_why", "a box the Joker forbids is refused with one amber "
          "line saying why", "game/flow/yams_flow.py", "self.refuse(key, anchor, **params)",
          'self.port.play("refused")',
          "tests/test_yams_flow.py::test_a_box_the_joker_forbids_is_refused_saying_why_once"),
    # (yams.countdown_frame_drains retired by hY33: critic C30 §2 reversed it, the frame
    # draining on the box's outline read as a stray bar beside the ring; its absence is
    # yams5.countdown_no_edge_bar)
    Break("yams.box_card_beside_the_sheet", "the box's coach card sits beside the sheet, "
          "off every column and die, pointing at the box", "game/views/coach_bend.py",
          # (round 69 re-aimed it: from the table's one place the cell first changed
          # nothing, the row came next; the same bug planted where the row is made: the card
          # points into the sheet at the cell, its pointer across the row's label)
          # (re-aimed by hC71: the rows are made in one list now: the cell planted; round 76,
          # hC79, S20: the docked card's way into its column's head, its tip planted inside
          # the sheet)
          "    route = [(card.right, y), (x, y), (x, head.top - tip_short(scene.scale))]\n",
          "    route = [(card.right, y), (x, y), (x, head.centery)]\n",
          "tests/test_coach_places.py::"
          "test_the_box_card_sits_beside_the_sheet_off_every_column_and_die"),
    Break("yams.auto_note_in_the_scores_beat", "the auto-score's note is said in the score's "
          "beat, while the dice still glide", "game/scenes/yams_layout.py",
          # (re-aimed by hY122, round 81: an undo's said in its beat too, S93 5.)
          'if said is not None and said.key in ("yams.auto_scored", "yams.undo"):',
          "if False:", "tests/test_yams_auto_note_beat.py::test_the_auto_scores_note_shows_"
          "in_the_frame_the_box_is_written"),
    Break("yams.preselected_box_lights_validate", "a pre-selected box (the countdown's, a "
          "Penta's) makes \"Validează tura\" the one red action", "game/scenes/yams_table.py",
          "or self.flow.action_box is not None)", "or False)", _ONE_RED),
    Break("yams.dice_leave_as_the_turn_passes", "the scored dice leave the felt over the "
          "passing time (never gone in one frame)", "game/flow/yams_scoring.py",
          # (re-aimed by hY100: its time the glide's when the score moved a row, round 75)
          "            self.leaving.start(self._factor(), event.player, max(seconds, read),\n"
          "                               max(0.0, read - seconds))\n",  # (hY111, S57)
          "", _MOTION + "the_scored_dice_leave_over_the_passing_time_and_a_throw_ends_it"),
    Break("yams.leaving_dice_drawn", "the table draws the scored dice leaving, fading",
          "game/scenes/yams_table_draw.py",
          "if game.dice is None and flow.leaving.active:  # the scored dice sweep off",
          "if False:  # the scored dice sweep off",
          _MOTION + "a_table_draws_the_dice_leaving_and_the_rows_swapping"),
    Break("yams.pass_greets_after_the_dice", "the next turn is greeted only once the old dice "
          "have left", "game/flow/yams_flow.py",
          "self._follow_turn(visible and not self.leaving.active)", "self._follow_turn(visible)",
          _PASS + "the_next_turn_is_greeted_only_once_the_old_dice_are_gone"),
    Break("yams.pass_prompt_waits", "no prompt of the next turn while the old dice leave",
          "game/flow/yams_reading.py",
          # (re-pointed by hY66: the passing now says what was written, critic C61)
          # (round 67: the band's first frame is the next turn's, critic C66)
          "passing = self.leaving.active or self.handoff.pending",
          "passing = self.handoff.pending",
          _PASS + "the_next_turn_is_greeted_only_once_the_old_dice_are_gone"),
    Break("yams.pass_shows_the_old_turn", "while the old dice leave the table shows their "
          "player's name and column", "game/flow/yams_reading.py",
          # (re-aimed round 80, hY118, S76: the ended turn's pill and column follow the
          # flow's shown turn, not the staged game's)
          "        player = self.leaving.player\n", "        player = None\n",
          _PASS + "every_frame_of_the_pass_shows_the_old_dice_or_the_new_turn_never_both"),
    Break("yams.pass_roll_unlit", "Aruncă is not lit red while the old dice leave",
          "game/scenes/yams_table.py", "and self.flow.settled and not self.flow.leaving.active)",
          "and self.flow.settled)",
          _PASS + "every_frame_of_the_pass_shows_the_old_dice_or_the_new_turn_never_both"),
    Break("yams.pass_key_ends_the_leaving", "a key during the leaving ends it at once",
          "game/scenes/yams_table.py", "                self.flow.end_passing()\n",
          "                pass\n", _PASS + "a_key_during_the_leaving_ends_it_and_acts"),
    Break("yams.leaving_dice_whole_in_the_felt", "the leaving dice fade in place, never swept "
          "into the felt's edge and cut there", "game/widgets/dice_fade.py",
          "surface.blit(layer, (0, drop))", "surface.blit(layer, (-8 * drop, 0))",
          _PASS + "the_leaving_dice_slide_a_short_way_and_are_never_cut_by_the_felts_edge"),
    Break("yams.stage_ends_the_leaving", "after a stage the old dice never come back",
          "game/scenes/yams_table.py",
          "        if self.on_stage is not None:\n            self.flow.end_passing()\n",
          "", _PASS + "after_a_stage_the_old_dice_never_come_back"),
    Break("yams.standings_rows_slide", "a new ranking swaps the standings' rows, never a "
          "jump", "game/flow/turn_passing.py",
          # (re-aimed by hY100: over theme_table.YAMS_STANDINGS_SLIDE since round 75; by hY109,
          # round 78: the rows flip in their cells, S44; by hY116, round 79: they swap, S63)
          "            self._steps = swap_steps(self._before, order)\n",
          "            self._steps = []\n",
          _MOTION + "rows_swap_to_a_new_order_over_the_glide_time"),
    Break("yams.standings_rows_drawn_sliding", "the standings draw each row as its swap has "
          "it", "game/views/yams_standings.py",
          # (re-aimed by hY100: each row's leg, in two columns too, round 75; by hY109, round
          # 78: each cell's row and its fold, S44; by hY116, round 79: where it slides, S63)
          "        wheres = [self.slide.position(seat) if slid else float(k) for k, seat in "
          "enumerate(seats)]\n",
          "        wheres = [float(k) for k, seat in enumerate(seats)]\n",
          "tests/test_yams_standings_flip_hy109.py::"
          "test_no_two_rows_overlap_but_the_swapping_pair_in_any_frame_of_a_re_sort[size1-3]"),
    Break("yams.sheet_column_in_its_players_colour", "the column on turn takes its player's "
          "own colour, not one butter yellow for all", "game/widgets/sheet_tint.py",
          # (re-pointed by hY40: the tint is clear_tint's since critic C32; moved with it to
          # sheet_tint.py in round 71; re-aimed by hY91: turned to the seat's hue after it)
          "        colour = seat_colour(style)\n",
          "        colour = theme.SHEET_CURRENT\n",
          _SHEET + "the_column_on_turn_takes_its_players_colour_and_stays_readable"),
    Break("yams.auto_note_goes", "the auto-score's note goes once read at the next entrance",
          "game/flow/yams_flow.py",
          "                and said.age >= theme.YAMS_MESSAGE_TIME):",
          "                and said.age >= 1e9):",
          "tests/test_yams_auto_note_beat.py::test_the_auto_scores_note_goes_once_read_at_the_"
          "next_players_entrance"),
    Break("yams.entrance_brisk", "the turn passing's entrance is brisk (about half a second), "
          "the throw live through it", "game/flow/turn_entrance.py",
          "ENTRANCE_SECONDS = 0.55\n", "ENTRANCE_SECONDS = 1.0\n",
          "tests/test_yams_turn_entrance_brisk.py::test_the_throw_is_live_through_the_entrance_"
          "and_throws"),
    Break("yams.end_menu_keeps_record", "\"Meniu\" at a game's end (with the results) keeps "
          "the game recorded once", "game/scenes/yams_port.py",
          "        record_game_end(self.scene.app, self.scene.kind, self.scene.game)\n",
          "        pass\n",
          "tests/test_yams_end_menu_keeps_record.py::test_menu_at_the_end_keeps_the_game_"
          "recorded_once"),
    Break("yams.end_nothing_live", "the finished table shows no action before the results "
          "(the end's come with the panel); a quick click never skips the celebration",
          "game/scenes/yams_table.py",  # (re-pointed by hY60: the row now stays, greyed,
          # until the results, critic C51; a live one is what breaks the promise)
          "        self.validate_button.enabled = self.validate_allowed()\n",
          "        self.validate_button.enabled = self.validate_allowed() or self.game.finished\n",
          "tests/test_yams_end_sequence.py::test_the_end_plays_whole_with_no_end_action_before_"
          "the_results"),
    Break("yams.end_last_throw_seen", "the last box's dice stay seen until the end's stage "
          "(no ghost, no empty beat)", "game/flow/yams_scoring.py",
          "        if not event.game_over:  # the last throw stays seen",
          "        if True:  # the last throw stays seen",
          "tests/test_yams_end_sequence.py::test_the_last_throw_stays_seen_until_the_stage_"
          "takes_it"),
    Break("yams.throws_left_large", "the throws left read at a glance: \"Aruncă\" draws its "
          "count large, in the display type", "game/scenes/yams_table.py",
          "        self.roll_button = CountButton(self._roll_label, plain.on_click, name=plain"
          ".name)\n",
          "        self.roll_button = plain\n        plain.label = self._roll_label\n",
          "tests/test_yams_throws_left_readable.py::test_the_throws_left_are_drawn_large_in_the_"
          "roll_button"),
    # (re-pointed by hY33: the ring beside the box is as tall as its row allows, C30 §2)
    # (yams.countdown_ring_inside retired by hY60: the badge on the box is larger than its
    # row now: yams10.countdown_badge_larger)
    Break("yams.undo_short", "the undo button only offers its action, short and of one "
          "width (\"Anulează (Ctrl+Z)\"): the toast says what was written",
          "game/scenes/table_base.py", '        return str(self.tr("undo.button"))\n',
          '        return f"{self.tr(\'undo.button\')} · {self.player_label(0)}"\n',
          "tests/test_yams_undo_short.py::test_the_undo_button_is_short_and_keeps_its_width"),
    Break("yams.computer_calm_bar", "while the computer plays, its row keeps its buttons "
          "greyed in their places (re-aimed round 74, hY99: S13, the buttons fold; again "
          "round 76, hK77: S21, the row stays greyed, no status words)",
          "game/scenes/yams_table.py",
          "            button.visible = not over\n",
          "            button.visible = not over and not self.computer_shown()\n",
          "tests/test_yams_undo_short.py::test_while_the_computer_plays_the_buttons_stay_"
          "greyed_in_their_places"),
    # (yams.undo_in_computers_pause retired round 80 by hY118: ruling S76 reversed its
    # promise: "Anulează" is never lit once the computer's turn is shown, critic cF79 #2;
    # its inverse is planted as hy118.undo_lit_for_the_computer)
)
"""The Yams table's planted bugs, run by :mod:`tools.break_promises` with the others."""
