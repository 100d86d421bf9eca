"""The planted bugs of the game's ends (the podium, the solo plate, the results' words) and
of the Yams bonus and TOTAL stages and the stage's exit, in a module of their own beside
:mod:`tools.breaks`: each a realistic one-line bug and the test that holds the promise it
breaks."""

from __future__ import annotations

from tools.breaks import Break

ENDS_BREAKS: tuple[Break, ...] = (
    Break("ends.podium_seat_faces", "the steps are their medal's metal, never the seat's "
          "colour (hS16: overturned, the seat's colour was the face)",
          "game/widgets/podium.py",
          "    del seat\n    metal, _ = MEDAL_COLOURS[max(1, min(3, place))]\n"
          "    return metal, blend(metal, (255, 255, 255), STEP_SHINE)",
          "    metal, _ = MEDAL_COLOURS[max(1, min(3, place))]\n"
          "    return (seat_colour(seat) if seat is not None else metal), metal",
          "tests/test_podium_metals.py::test_each_block_is_its_medals_metal"),
    # retired in round 77 (hW80, ruling S29): no disc under the place figure any more
    # Break("ends.podium_seat_badge", "the place's badge on a step is the step's own metal, the "
    #       "seat shown once on the token (hY18: overturned, the badge was the seat's colour)",
    #       "game/widgets/podium.py",
    #       "    pygame.draw.circle(surface, band_colour, centre, shown)",  # re-pointed (hR60)
    #       "    pygame.draw.circle(surface, seat_colour(seat) if seat is not None else "
    #       "band_colour, centre, shown)",
    #       "tests/test_podium_metals.py::test_the_place_badge_is_the_blocks_metal_and_the_seat_"
    #       "shows_once_on_top"),
    Break("ends.stage_dim_readable", "the stage's dim keeps the table readable behind the "
          "moment (about 50 % at most, never near-black)", "game/flow/stage.py",
          "DIM_ALPHA: dict[str, int] = {GRAND: 128, BIG: 108, BANNER: 72}",
          "DIM_ALPHA: dict[str, int] = {GRAND: 218, BIG: 108, BANNER: 72}",
          "tests/test_stage_tiers.py::test_a_grand_moment_is_darker_than_a_lesser_one_and_"
          "neither_is_black"),
    # (ends.gathered_dice_leave_after_words retired round 80 by hY119, ruling S77: a Yams
    # Penta's dice now fly home in their regroup from its words' end, and its stamp leaves by
    # its own dissolve (shown_stamp_alpha) with the clock's light already out: the line it
    # planted in (_gathered_leave's Yams span) no longer changes a frame; the promise is held by
    # tests/test_yams_stage_exit_atomic.py and tests/test_stage_words_leave_first.py)
    Break("ends.podium_names_large", "every name on the podium reads large",
          "game/widgets/podium.py",
          "else theme.font_px(RUNNER_NAME_SIZE, scale)", "else name_size",
          "tests/test_results_seat_steps.py::test_every_name_and_total_on_the_podium_reads_"
          "large_and_no_label_over_the_title"),
    Break("ends.podium_flat_steps", "the second step about 62 %, the third about 40 % "
          "(hR41: re-pointed, 70 % and half before)",
          "game/widgets/podium_layout.py", "STEP_HEIGHTS = {1: 1.0, 2: 0.62, 3: 0.4}",
          "STEP_HEIGHTS = {1: 1.0, 2: 0.82, 3: 0.66}",
          "tests/test_podium.py::test_the_steps_are_clearly_stepped_and_the_label_and_places_"
          "read"),
    Break("ends.podium_totals_large", "a runner-up's total reads large over its step",
          "game/widgets/podium_layout.py", "OTHER_TOTAL_SIZE = 66\n", "OTHER_TOTAL_SIZE = 40\n",
          # hR41: re-pointed (84 before: the runners-up's totals now clearly under the winner's)
          "tests/test_results_seat_steps.py::test_every_name_and_total_on_the_podium_reads_"
          "large_and_no_label_over_the_title"),
    Break("ends.results_no_kicker", "no small label sits over the results' title",
          "game/scenes/results_picture.py", "        # small label over it)\n",
          "        # small label over it)\n        draw_text(surface, self.tr(\"results.title\"), "
          "30, theme.MUTED, (cx, self.panel.y + 20))\n",
          "tests/test_results_seat_steps.py::test_every_name_and_total_on_the_podium_reads_"
          "large_and_no_label_over_the_title"),
    Break("ends.solo_best_below", "a solo plate says the best right under the score "
          "(round 30: the score first, then the record line; was between the name and it)",
          "game/scenes/results_picture.py", "best, rest = split_best(row.detail)",
          "best, rest = (), row.detail",
          "tests/test_podium.py::test_a_solo_plate_says_the_score_then_the_best_under_it"),
    Break("ends.unbeaten_best_gold", "alone under one's best, the best is calm, not gold",
          "game/scenes/results_picture.py",
          "over_colour=theme.CREAM if best_unbeaten(best) else theme.GOLD",
          "over_colour=theme.GOLD",
          "tests/test_podium.py::test_alone_under_ones_best_the_best_is_calm_and_only_a_new_"
          "record_is_gold"),
    Break("ends.unbeaten_best_confetti", "alone under one's best: no confetti",
          "game/scenes/results.py",
          "len(self.rows) == 1 and best_unbeaten(self.rows[0].detail)",
          "len(self.rows) == 1 and False",
          "tests/test_podium.py::test_alone_under_ones_best_the_best_is_calm_and_only_a_new_"
          "record_is_gold"),
    Break("ends.best_gap_unsaid", "a best not beaten says how far it is",
          "game/flow/personal_best.py",
          'Phrase("results.best_gap", previous - score, (("points", previous),))',
          'Phrase("results.best_gap", 0, (("points", previous),))',
          "tests/test_personal_best.py::test_a_best_not_beaten_is_said_plainly_with_how_far_"
          "it_is"),
    Break("ends.upper_jargon", "the results name the Yams parts in words, not 'Sus'",
          "locales/ro/LC_MESSAGES/results.po", 'msgstr "Partea de sus"',
          'msgstr "Sus"',  # since hR29 the podium's icon rows label a figure by
          # results.stat.upper (results.detail.upper is the text form no picture draws;
          # hR50: the labels capitalised)
          "tests/test_podium.py::test_the_yams_figures_say_the_parts_in_words_and_fit_their_"
          "steps_at_1024"),
    Break("ends.twinkle_on_words", "a new record's twinkles draw over no words",
          "game/scenes/results_picture.py", "(rect.x - self.px(22), rect.y + rect.h * 3 // 10, "
          "reach),",  # (round 74, hY96: re-aimed, the digits' top in a larger line box)
          "(rect.centerx, rect.bottom - rect.h // 8, reach),",  # round 30: the record's ribbon
          # stands under the total now (was over it: the bug put a twinkle over it); hR40:
          # the plate's rect holds the record's line, the bug's twinkle on it (under the
          # rect, in the trimmed panel, it fell on no word)
          "tests/test_podium.py::test_a_new_records_twinkles_draw_over_no_words"),
    Break("ends.no_consolation", "a person losing to the computer gets a short kind line",
          "game/scenes/results_words.py", "        if row is self.consoled():",
          "        if row is None:",
          "tests/test_podium.py::test_a_person_losing_to_the_computer_gets_a_short_kind_line"),
    Break("ends.bonus_cell_zero", "a bonus cell is unsaid while its stage flies the number",
          "game/views/yams_moments.py",
          "if not playing and kind not in TOTALS and counter.start == 0:",
          "if not playing and kind not in TOTALS and counter.start < 0:",
          "tests/test_stage_holds.py::test_the_bonus_cell_is_unsaid_while_its_stage_flies_the_"
          "number"),
    Break("ends.total_lags_counter", "a counter on the table carries the TOTAL in step",
          "game/views/stage_hold.py", "            if counter is rolling:",
          "            if counter is None:",
          "tests/test_stage_holds.py::test_a_counter_rolling_on_the_table_carries_the_total_in_"
          "step"),
    Break("ends.bonus_stage_dark", "the bonus stage stands centred over a lighter dim",
          "game/views/stage_pictures.py",
          "        more.update(dice=[], hidden=_tray_dice(table))",
          "        more.update(dice=[], hidden=_tray_dice(table), darkness=DIM_ALPHA[BIG] + 40)",
          "tests/test_stage_holds.py::test_the_bonus_stage_stands_centred_on_the_felt_over_a_"
          "lighter_dim"),
    # (ends.tie_said_twice retired by hR29: the win's words fade out before the results
    # panel rises, and a tie is headed "Egalitate la primul loc!" in both games, after the
    # stage too: results2.one_tie_headline, tests/test_results_said_once.py; hR50: the tie's
    # headline names the tied, "Egalitate: Ana și Ion")
    Break("ends.name_plate_tight", "the name's plate leaves room past its round ends",
          "game/views/stage_words.py",
          "    plate_rect = shown.inflate(shown.h + 2 * pad, pad // 2).clip(words.get_rect())",
          "    plate_rect = shown.inflate(2 * pad, pad // 2).clip(words.get_rect())",
          "tests/test_stage_tiers.py::test_the_names_plate_leaves_room_past_its_round_ends"),
    Break("ends.count_seen_late", "a stage's count is seen from near its start",
          # (round 67: hY74 shows the bonus's count with its caption from ~0.16, so counting
          # from 0.16 was no longer late; the bug is now a count running well before it is seen)
          "game/flow/stage.py", "COUNT = (0.2, 0.44)", "COUNT = (0.04, 0.44)",
          "tests/test_stage_tiers.py::test_a_caption_reads_from_its_first_frame_and_a_count_"
          "is_seen_near_its_start"),
    Break("ends.lineup_every_which_way", "the gathered Penta dice stand one way",
          "game/views/stage_gather.py",
          "            images[k] = turned",
          "            image = turned",
          "tests/test_stage_dice.py::test_the_gathered_lineup_shows_its_dice_one_way"),
    # ends.confetti_flat_squares retired (hR40): its promise, "many varied shapes", was
    # reversed by critic C32's "one confetti style" (results4.confetti_stage_slips holds it)
    Break("ends.lesser_stage_blurred", "a lesser stage hushes its whole table evenly",
          "game/flow/stage.py",
          "BLURRED: dict[str, bool] = {GRAND: True, BIG: True, BANNER: False}",
          "BLURRED: dict[str, bool] = {GRAND: True, BIG: False, BANNER: False}",
          "tests/test_stage_tiers.py::test_under_a_lesser_stage_the_whole_table_is_hushed_"
          "evenly"),
    Break("ends.lesser_stamp_as_big", "a lesser stamp is clearly smaller than a Penta's",
          "game/views/stage_picture.py", "KIND_HEIGHT.get(self.kind, MOST_HEIGHT[self.rarity])",
          "KIND_HEIGHT.get(self.kind, MOST_HEIGHT[GRAND])",
          "tests/test_stage_tiers.py::test_every_lesser_stamp_is_clearly_smaller_than_the_"
          "pentas"),
    Break("ends.dice_leave_early", "gathered dice fly home only after the stamp has stood",
          "game/views/stage_gather.py",  # (hY65: re-pointed, homing reads exit_spans)
          "    return span(clock.progress, *exit_spans(picture)[2])",
          "    return span(clock.progress, SLAM[1], GONE)",
          "tests/test_stage_exit.py::test_the_gathered_dice_fly_home_only_once_the_stamp_and_its_"
          "words_have_gone"),
    # since ec0e81a9 the table under every stage is the stage's backdrop, whose green ground
    # leaves no red to show, greyed or not (no one-line bug there shows red); felt.hush,
    # which greys the felt under a lesser stage's words when its tier is not blurred (no
    # tier is today: stage_hush), is held by its own test at those words' darkness
    Break("ends.stage_red_shows", "under a stage no red of the table shows",
          "game/widgets/felt.py",
          "grey = pygame.transform.grayscale(pygame.transform.smoothscale(surface, size))",
          "grey = pygame.transform.smoothscale(surface, size)",
          "tests/test_stage_hush.py::test_a_hushed_surface_keeps_its_shapes_but_no_letter_reads"),
    # re-pointed: since ec0e81a9 the table beside the results is the stage's backdrop,
    # blurred there (felt.hush is left to a lesser stage's words)
    Break("ends.stage_table_reads", "beside the results no figure of the table reads",
          "game/views/stage_backdrop.py", "    step = max(2, theme.px(HUSH_BLUR, scale))",
          "    step = max(1, theme.px(1, scale))",
          "tests/test_stage_hush.py::test_beside_the_results_panel_the_table_does_not_read"),
    Break("ends.count_from_second", "every podium total counts up from 0 together",
          "game/widgets/podium.py",
          "            draw_text(surface, format_int(shown), other_size, theme.CREAM,",
          "            draw_text(surface, format_int(row.total), other_size, theme.CREAM,",
          "tests/test_podium.py::test_on_the_panel_the_winner_and_the_runners_up_count_up_from_"
          "nothing_together"),
    # since 75cbe02c the +35 rests by its box (stage.figure_at_its_box): the caption's place
    # is its fallback, held by a box left no free place beside it
    # (ends.bonus_counter_on_caption retired round 80, hY120, ruling S78 2.: the "Bonus!"
    # stage it planted into no longer plays; the upper bonus is the band's takeover all game)
    Break("ends.score_unmade", "a Yams score says how it is made, then what it earned",
          "game/flow/results_detail.py",
          '    return (making, tuple(earned) or (Phrase("results.detail.no_bonus"),),',
          '    return (tuple(earned) or (Phrase("results.detail.no_bonus"),),',
          "tests/test_results_detail.py::test_each_yams_row_says_how_its_score_is_made_its_"
          "bonuses_and_pentas"),
    Break("ends.win_says_no_score", "the win's stage says the winning score",
          "game/views/stage_pictures.py",
          '    return {"record_figure": format_int(score),\n',  # (round 76, hX89: the
          '    return {"record_figure": "",\n',  # record's figure, was its caption)
          "tests/test_stage_names_the_bonus.py::test_the_win_stage_says_the_winning_score_in_"
          "words"),
    # ends.total_wrong_winner retired in round 74 (hD74): the end's TOTAL stage and its
    # caption (stage_pictures.end_total_caption) went with ruling S8's round 73 (no stage)
    Break("ends.podium_side_bands", "three steps fill the card at 1920",
          "game/widgets/podium_layout.py", "STEP_MOST = 520", "STEP_MOST = 460",
          "tests/test_podium.py::test_three_steps_fill_the_card_at_1920_no_empty_bands_beside_"
          "them"),
    # ends.twinkles_off_the_digits retired (hR61): its promise (the podium winner's twinkles
    # at the total's upper corners) reversed by critic C60, the twinkles now glint on the
    # trophy, never by the total (results6.twinkles_on_trophy holds that promise)
    Break("ends.ctrl_c_while_starting", "Ctrl+C while the game starts ends it without a "
          "traceback", "game/cli.py", "    except KeyboardInterrupt:\n        return INTERRUPTED",
          "    except ImportError:\n        return INTERRUPTED",
          "tests/test_one_game_per_folder.py::test_ctrl_c_while_starting_prints_no_traceback"),
    Break("ends.ctrl_c_inside_pygames_imports", "a Ctrl+C while pygame imports its parts is "
          "held and raised after, never swallowed by pygame's C imports", "game/lean_import.py",
          "        with ctrl_c_held():\n            import pygame  # noqa: F401",
          "        if True:\n            import pygame  # noqa: F401",
          "tests/test_one_game_per_folder.py::test_a_ctrl_c_inside_pygames_imports_stops_the_start"),
    Break("ends.win_title_first_frame", "the win stage's first frame carries its title with "
          "its rays", "game/flow/stage.py",
          '        return 0.0 if self.kind in TITLED_ENTRY else SLAM[0]\n',
          '        return SLAM[0]\n',
          "tests/test_yams_win_stage.py::test_the_win_stages_first_frame_carries_its_title_with_"
          "its_rays"),
    Break("ends.podium_top_face", "each podium step shows its lit top face over its front: "
          "a solid block, not a flat slab (hR22)", "game/widgets/podium.py",
          "    _draw_top(surface, step, place, scale)  # a solid block: its top face over its "
          "front\n", "",
          "tests/test_podium_solid.py::test_each_step_shows_its_lit_top_face_above_its_front"),
    Break("ends.podium_on_felt", "the results card is the table's felt, dimmed and lit, not a "
          "dark void (hR22)", "game/scenes/results_picture.py",
          "        draw_felt_card(surface, self.panel, self.scale,\n",
          "        (lambda *a: None)(surface, self.panel, self.scale,\n",
          "tests/test_podium_solid.py::test_the_podium_stands_on_the_tables_felt_not_a_dark_void"),
    Break("ends.figures_same_lines", "every player under the podium says the same figure "
          "lines in one order, level across the players (hR22: a bust-free player said one "
          "line fewer)", "game/flow/results_detail.py",
          '            (Phrase("results.detail.busts", busts) if busts\n'
          '             else Phrase("results.detail.no_busts"),),\n',
          '            *(((Phrase("results.detail.busts", busts),),) if busts else ()),\n',
          "tests/test_results_lines_even.py::test_every_podium_player_says_the_same_lines_level_"
          "across_the_players"),
    Break("ends.yams_figures_same_lines", "every Yams card says its Pentas' line, \"Nicio "
          "Penta\" without one (hR22)", "game/flow/results_detail.py",
          '            (Phrase("results.detail.pentas", count) if count\n'
          '             else Phrase("results.detail.no_pentas"),))\n',
          '            *(((Phrase("results.detail.pentas", count),),) if count else ()))\n',
          "tests/test_results_detail.py::test_each_yams_row_says_how_its_score_is_made_its_"
          "bonuses_and_pentas"),
    Break("ends.solo_has_its_moment", "a game played alone ends with its moment: rays behind "
          "the score, confetti, brief and skippable (hR22: it ended on a card with no "
          "celebration)", "game/scenes/results.py",
          "        return max(rest, moment_light(self.time))\n", "        return rest\n",
          "tests/test_results_solo_moment.py::test_a_game_alone_has_its_moment_brief_skippable_"
          "and_names_no_winner"),
    Break("ends.solo_moment_drops_away", "a solo end's brief confetti drops away at the "
          "moment's end, never lingering for seconds (hR22)", "game/scenes/results.py",
          "            if not keep_falling and not self.person_won:  # a solo end's brief rain:\n",
          "            if False:\n",
          "tests/test_results_solo_moment.py::test_the_solo_moment_ends_by_itself"),
    # (ends.podium_steps_joined retired by hR51: its hairline promise reversed, the steps
    # stand a clear gap apart, each block its own edge: results5.podium_blocks_apart)
    Break("ends.kind_word_no_figure", "the kind word to a person beaten by the computer is "
          "said in gold, not as one more figure line (hR22)", "game/widgets/podium.py",
          "            kind = line in notes  # a kind word or the target's line, in gold: no "
          "figure\n", "            kind = False\n",  # (round 30: the notes, the target's too)
          "tests/test_results_lines_even.py::test_the_kind_word_to_a_person_beaten_by_the_"
          "computer_is_no_figure_line"),
    Break("ends.podium_rises", "the podium's steps rise out of the floor as the panel opens, "
          "all together (hR22, hR24)", "game/widgets/podium.py",
          "    share = 1.0 if rise_time is None else risen(rise_time)\n",  # (round 72, hW73:
          "    share = 1.0\n",  # re-aimed, one share for the blocks, shared steps and marks)
          "tests/test_podium_solid.py::test_the_steps_rise_out_of_the_floor_together_as_the_"
          "panel_opens"),
    Break("ends.podium_rise_keeps_order", "in every frame of the podium's rise the steps keep "
          "their places' order, gold over silver over bronze (hR24)", "game/widgets/podium.py",
          # (round 72, hW73: re-aimed, the blocks drawn apart from their marks now)
          "                            stood[0].seat if len(stood) == 1 else None, least, share,\n",
          "                            stood[0].seat if len(stood) == 1 else None, least, 1.0 if "
          "rise_time is None else risen(rise_time - 0.12 * (3 - min(3, stood[0].place))),\n",
          "tests/test_podium_columns.py::test_in_every_frame_of_the_rise_the_steps_keep_their_"
          "order_and_the_marks_are_whole[one_two_three]"),
    # ends.podium_marks_whole retired (hR60): the badges and trophy no longer wait for
    # their step to stand (badge_scale is gone); they ride up on it, cut by the floor
    # exactly as their block is (critic C51: the podium enters whole), held by
    # results6.badges_ride_with_block and results6.badges_ride_cut_at_floor.
    Break("ends.podium_low_badge_shown", "once risen every step shows its place, a low one's "
          "badge over its band too (hR24)", "game/widgets/podium.py",
          "    draw_place_badge(surface, place, centre, disc, place_size, scale)\n",
          # re-pointed (hR60): the badge no longer pops, it rides up on its block; (hW72)
          "    if centre[1] - disc >= inner.y + band_px(scale):\n"  # the badge one call
          "      draw_place_badge(surface, place, centre, disc, place_size, scale)\n",
          # since round 30 the panel's podium is tall (no badge over its band there); the
          # test draws a podium in a short room
          "tests/test_results_low_winner.py::test_once_risen_every_low_step_shows_its_place"),
    Break("ends.podium_columns_gutter", "each player's figures under the podium keep a gutter "
          "to their neighbours' (hR24)", "game/widgets/podium.py",
          # since hR29 the figures are icon rows drawn in the step's slot (the slot's
          # DETAIL_GUTTER left a gutter of 66-147 px, far over the test's, even at 4):
          # the break draws them twice the slot wide
          "            y = draw_stats(surface, chips[id(row)], step.centerx, y, slot, scale,\n",
          "            y = draw_stats(surface, chips[id(row)], step.centerx, y, 2 * slot, scale,\n",
          "tests/test_podium_columns.py::test_each_players_figures_stay_in_their_column_with_a_"
          "gutter_at_a_spacing_that_reads[1024x600]"),
    Break("ends.podium_figures_leading", "the figures under the podium stand at a line spacing "
          "that reads, not line on line (hR24)", "game/widgets/podium_figures.py",
          # since hR29 the figures are icon rows, spaced by STAT_GAP (DETAIL_LEADING only
          # spaces the rare text lines under them): the break packs the rows
          "STAT_GAP = 10\n", "STAT_GAP = 0\n",
          "tests/test_podium_columns.py::test_each_players_figures_stay_in_their_column_with_a_"
          "gutter_at_a_spacing_that_reads[1920x1080]"),
    Break("ends.podium_line_breaks", "a figure line too long for its column breaks between its "
          "phrases (hR24)", "game/widgets/podium_figures.py",
          "                out.extend(line.split(PHRASE_JOIN))",
          "                out.append(line)",
          "tests/test_podium_columns.py::test_a_line_too_long_for_its_column_breaks_between_its_"
          "phrases"),
    Break("ends.solo_moment_button_acts", "a button clicked during a solo end's moment acts "
          "at once (only a key or a click beside the buttons skips the moment)",
          "game/scenes/results.py",
          "        moment = self.moment_running() and not on_button",
          "        moment = self.moment_running()",  # (hR62: re-pointed, the line split)
          "tests/test_results_solo_moment.py::test_a_button_clicked_during_the_solo_moment_acts_"
          "at_once"),
    Break("ends.backdrop_felt_green", "round the results card the hushed table reads as its "
          "felt's green at the stages' darkness, not a grey void (hR22)",
          "game/scenes/results_picture.py",
          # (round 76, hW79: re-pointed, the end's own felt passed)
          "            backdrop(kept, 0, self.scale, centre, seat, END_FELT)",
          "            kept.blit(pygame.transform.grayscale(kept), (0, 0))",
          "tests/test_podium_solid.py::test_around_the_card_the_hushed_table_reads_as_its_felt_"
          "not_grey"),
    Break("ends.backdrop_green_fades_in", "the felt round the results card comes in with "
          "the panel, from the picture before it (no cut at the panel's first frame; hR28: a "
          "cross-fade)", "game/scenes/results_picture.py",
          "        if before is not None and before.get_size() == surface.get_size() and "
          "fade < 1:\n", "        if False:\n",
          "tests/test_podium_solid.py::test_around_the_card_the_hushed_table_reads_as_its_felt_"
          "not_grey"),
    Break("ends.farkle_opens_counted", "at 10 000 the results open on the final totals the "
          "win's stage has just said (no recount from 0), as at Yams (hR23)",
          "game/scenes/farkle_table_ends.py",
          "                              on_menu=self.leave_game, counted_already=True, "
          "quiet=quiet,\n",  # (hX76: re-pointed, the table's results_overlay)
          "                              on_menu=self.leave_game, quiet=quiet,\n",
          "tests/test_farkle_one_voice.py::test_the_results_panel_is_centred_over_the_dimmed_"
          "table"),
    Break("ends.veil_legible_felt", "under the win's stage and round the results card the "
          "table reads as its felt dimmed (one veil, lifted evenly), not a near-black void "
          "(hR23)", "game/flow/stage.py",
          "DIM_ALPHA: dict[str, int] = {GRAND: 128, BIG: 108, BANNER: 72}",
          "DIM_ALPHA: dict[str, int] = {GRAND: 163, BIG: 140, BANNER: 72}",
          "tests/test_podium_solid.py::test_round_the_card_and_under_the_win_the_table_reads_"
          "as_dimmed_felt_not_a_void"),
    Break("ends.trophy_rides_step", "a low winner's trophy stands on its step in every frame "
          "of the rise, never also beside the name (hR23)", "game/widgets/podium.py",
          "        trophy = draw_raised_trophy(surface, max(1, side)",  # (round 73, hW75:
          "        _ = draw_raised_trophy(surface, max(1, side)",  # raised) hR61: the
          # step's trophy returned as its rect
          # since round 30 the panel's podium fills its room: no winner's step there is low
          # (the step-side trophy never drawn); the test draws a podium in a short room
          "tests/test_results_low_winner.py::test_a_low_winners_trophy_rides_on_its_step_in_"
          "every_frame_of_the_rise"),
    # -- the tests' roll helpers (tools/unseen_frames.py) -----------------------------------
    Break("helpers.roll_draws_its_last_frame", "a roll helper that skips the tumble's frames "
          "draws the landed one: the screen is what drawing every frame shows (hT20)",
          "tools/unseen_frames.py",
          "    if (last_drawn and skipped == app.frames - 1 and app.running\n",
          "    if (False and skipped == app.frames - 1 and app.running\n",
          "tests/test_unseen_frames.py::test_a_yams_roll_draws_only_its_last_frame_and_lands_as_"
          "before"),
    Break("helpers.roll_skips_the_tumbles_frames", "the roll helpers draw only the last frame "
          "of a throw (hT20)", "tools/unseen_frames.py", "    manager.draw = undrawn\n",
          "    pass\n",
          "tests/test_unseen_frames.py::test_a_10000_throw_draws_only_its_last_frame_and_lands_"
          "as_before"),
)
"""The ends' and the Yams bonus stages' planted bugs, and the tests' roll helpers'."""
