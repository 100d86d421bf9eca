"""The planted bugs of :mod:`tools.break_promises`: each promise of the game (what the players
are shown, when, what is recorded, which files are set aside), a realistic one-line bug that
breaks it, and the test that holds it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Break:
    """A bug planted in ``path`` (``old`` becomes ``new``) that ``test`` must catch."""

    name: str
    promise: str
    path: str
    old: str
    new: str
    test: str


_REVEAL = "tests/test_promises_reveal.py::"
_YAMS = "tests/test_promises_yams_reveal.py::"
_END = "tests/test_promises_end_of_game.py::"
_FILES = "tests/test_promises_files.py::"
_AIR = "tests/test_dice_air_look.py::"
_FV = "game/views/farkle_views.py"
_FF = "game/flow/farkle_flow.py"
_ENDS = "tests/test_farkle_end_stage.py::"

BREAKS: tuple[Break, ...] = (
    # -- reveal and pacing, 10 000 ---------------------------------------------------------
    Break("reveal.bust_dashes", "during a bust's pause the turn panel keeps the figures the "
          "throw was made with (round 74: no dash; never the next player's six)", _FV,
          "risk = frozen.risk if frozen is not None else game.risk", "risk = game.risk",
          _REVEAL + "test_during_a_busts_pause_the_turn_panel_keeps_the_figures_it_was_"
          "thrown_with"),
    Break("reveal.total_after_landing", "a new total shows once the banked points landed",
          "game/flow/farkle_reading.py",  # (hB31: the row's figure moved to row_left)
          "            left += flight.points", "            left += 0",
          _REVEAL + "test_the_players_panel_shows_a_new_total_only_once_the_points_have_landed"),
    Break("reveal.winners_after_dice", "the winners are marked once the last dice are seen",
          "game/flow/farkle_reading.py", "return self.game.finished and self.frozen is None",
          "return self.game.finished",
          _REVEAL + "test_the_winners_are_marked_only_once_the_last_dice_are_seen"),
    Break("reveal.celebration_after_points", "the celebration waits for the last points", _FF,
          "self.win_celebration.update(dt, self.shown_finished and self.dice.visible() and landed)",
          "self.win_celebration.update(dt, True)",
          _REVEAL + "test_the_winners_results_and_celebration_wait_for_the_last_banks_points"),
    Break("reveal.results_after_points", "the results wait for the last bank's points", _FF,
          "not self.results_shown and self.hold <= 0\n                and landed):",
          "not self.results_shown and self.hold <= 0):",
          _REVEAL + "test_the_winners_results_and_celebration_wait_for_the_last_banks_points"),
    Break("reveal.reason_after_landing", "the computer's reason shows once its dice landed",
          "game/views/farkle_views.py",  # (re-pointed by hF40, then hF82 in round 73: the
          # remark's own module; by hX80, round 73: the prompt line, ruling S15)
          "        if visible and not flow.in_the_air:\n            return computer_says",
          "        if visible or flow.in_the_air:\n            return computer_says",
          _REVEAL + "test_the_computers_threshold_and_its_reason_show_once_its_dice_have_landed"),
    Break("reveal.wait_for_undo", "after a person's bank the computer waits for Anulează",
          "game/flow/farkle_reading.py",
          "return max(pause, theme.UNDO_COMPUTER_WAIT) if self.game.can_undo else pause",
          "return pause",
          _REVEAL + "test_after_a_persons_bank_the_computer_waits_long_enough_for_the_undo"),
    Break("table10k.undo_keeps_its_place", "the 10 000 Anulează keeps its place, never drawn "
          "in the action row (S108 3.; S114 1., round 82: on the banker's card)",
          "game/scenes/farkle_table.py",
          "self.undo_button.visible = False  # on the banker's",
          "self.undo_button.visible = not self.shown_finished  # on the banker's",
          "tests/test_farkle_undo_place.py::test_the_undo_button_keeps_its_place_greyed_then_lit"),
    Break("table10k.coach_off_the_buttons", "no 10 000 coach card lies over a button",
          "game/views/coach_farkle.py",
          "    margin = scene.px(COACH_CONTROL_AIR)  # a card never lies near a button (ruling "
          "S5)\n"
          "    avoid += [r.inflate(2 * margin, 2 * margin) for r in visible_buttons(scene)]  # "
          "(hK69)\n"
          "    kept = keep_out(scene)\n",
          "    kept = keep_out(scene)\n"
          '    kept = {k: r for k, r in kept.items() if not k.endswith("_button")}\n',
          # (re-aimed by hQ83, round 77: the kept list filters the dice row under the cup)
          # (hK69: every card stands in the one place, taken only off this list; the list's
          # own test pins it)
          "tests/test_coach_farkle_avoid.py::test_every_button_and_die_is_kept_off_with_16_px_"
          "of_air"),
    Break("table10k.selection_line_stays", "the Selecție line stays while the points rise", _FV,
          "if not under_stage and not bust:",
          "if not under_stage and not bust and flow.flight is None:",
          "tests/test_farkle_centre_steady.py::test_after_a_bank_the_prompt_and_the_selection_"
          "line_stay"),
    Break("reveal.no_second_turn_banner", "after an undo La rând is not said again", _FF,
          "        self.seen_player = self.announced_player = self.game.current\n"
          "        if self.game.roll_dice is not None:",
          "        self.seen_player = self.game.current\n"
          "        if self.game.roll_dice is not None:",
          _REVEAL + "test_after_an_undo_the_turn_is_not_announced_again_for_the_same_player"),
    Break("reveal.bank_line_lifetimes", "a person's bank line ends; the computer's stays", _FF,
          "if computer:  # the computer's caption stays until a person acts", "if False:",
          _REVEAL + "test_a_persons_bank_line_ends_on_its_timer_and_the_computers_stays_until_"
          "a_person_acts"),
    # (reveal.no_last_round_after_undo retired by hL50: no "Ultima tură!" ribbon follows the
    # goal any more (critic B41), so an undone target bank has no announcement left to leak;
    # its test still pins that none comes, and the strip goes with the engine's last round)
    Break("reveal.last_round_next", "the last round tags the first player still to play",
          "game/flow/farkle_reading.py",
          "pending = [p for p in game.last_round_pending if p != game.current]",
          "pending = list(game.last_round_pending)",
          _REVEAL + "test_in_the_last_round_the_panel_tags_as_next_the_first_player_still_to_"
          "play"),
    Break("reveal.refusal_time", "a refusal stays its time, then goes", _FF,
          "refusal.age >= theme.FARKLE_TOAST_TIME:", "refusal.age >= 0:",
          _REVEAL + "test_a_refusal_stays_its_time_then_goes"),
    Break("reveal.hot_dice_kept_on_bank", "banking on hot dice keeps them said (F8)", _FF,
          "if (action == self.bank and hot is not None", "if (False and hot is not None",
          _REVEAL + "test_banking_right_after_the_sixth_die_keeps_the_hot_dice_said"),
    # -- reveal and pacing, Yams -----------------------------------------------------------
    Break("yams.cancel_drops_queue", "cancelling a moment drops those queued behind it",
          "game/flow/moments.py", "self.clock.cancel()\n        self.queued = []",
          "self.clock.cancel()",
          _YAMS + "test_cancelling_the_moment_drops_the_moments_queued_behind_it"),
    Break("yams.penta_bonus_from_earned", "the Penta bonus is written whole on the bonus "
          "earned", "game/flow/yams_scoring.py",
          '"penta_bonus", card.penta_bonus, card.penta_bonus))',
          '"penta_bonus", 0, card.penta_bonus))',
          _YAMS + "test_the_penta_bonus_is_written_whole_on_the_bonus_already_earned"),
    Break("yams.total_when_full", "a full card's TOTAL is counted when the card is full",
          "game/flow/yams_scoring.py", "if card.is_complete and not self.game.finished:",
          "if self.game.finished:",
          _YAMS + "test_a_full_cards_total_is_counted_when_the_card_is_full_not_only_at_the_"
          "end"),
    Break("yams.no_joker_after_zero", "a Penta after a Penta box of 0 is no Joker Penta",
          "game/rules/yams.py", "is_penta(dice) and self.points(Box.PENTA) == PENTA_POINTS",
          "is_penta(dice) and self.points(Box.PENTA) is not None",
          _YAMS + "test_a_penta_after_the_penta_box_holds_0_is_not_a_joker_penta"),
    Break("yams.round_never_14", "the round never reads 14 after the end",
          "game/engine/yams.py", "return min(self.cards[self.current].turns_played + 1, ROUNDS)",
          "return self.cards[self.current].turns_played + 1",
          _YAMS + "test_the_round_number_never_reads_14_after_a_game_ends"),
    Break("yams.arunca_disabled", "Aruncă reads as disabled with five dice held",
          "game/scenes/yams_table.py", "(human and self.game.can_roll and not self",
          "(human and self.game.rolls_left > 0 and not self",
          _YAMS + "test_five_held_dice_leave_arunca_disabled"),
    Break("yams.y10_expert", "Y10's automatic box is the expert's at every level",
          "game/flow/yams_reading.py",
          "choose_box(game.current_card, game.dice, level=\"expert\")",
          "choose_box(game.current_card, game.dice, level=self.level)",
          _YAMS + "test_y10s_automatic_box_is_the_experts_whatever_the_computers_level"),
    Break("yams.wait_for_undo", "after a person's box the computer waits for Anulează",
          "game/flow/yams_scoring.py",
          "return max(pause, theme.UNDO_COMPUTER_WAIT) if self.game.can_undo else pause",
          "return pause",
          _YAMS + "test_after_a_persons_box_the_computer_waits_long_enough_for_the_undo"),
    # -- the end of a game ------------------------------------------------------------------
    Break("end.recorded_once", "a game is recorded once, even if its end is reached twice",
          "game/flow/farkle_beats.py", "        if self.recorded:\n            return",
          "        if False:\n            return",
          _END + "test_a_game_is_recorded_once_without_a_data_folder_even_if_its_end_is_"
          "reached_twice"),
    Break("end.newest_id_kept", "the lists of recorded ids keep the newest",
          "game/storage/gameids.py", "[*(i for i in ids if i != game_id), game_id][-kept:]",
          "[*(i for i in ids if i != game_id), game_id][:kept]",
          _END + "test_the_newest_game_is_never_forgotten_by_the_lists_of_recorded_ids"),
    Break("end.cleared_after_scores", "the finished save is cleared only after the high scores",
          "game/storage/ending.py",
          "written = store.record_highscores(kind, game_id, entries) and written",
          "written = store.record_highscores(kind, game_id, entries) or written",
          _END + "test_the_finished_save_is_cleared_only_after_the_high_scores_were_written"),
    Break("end.farkle_turns", "a 10 000 entry carries its player's number of turns",
          "game/storage/ending.py", "entry[\"turns\"] = game.turns_played[index]",
          "entry[\"turns\"] = max(game.turns_played)",
          _END + "test_a_10000_high_score_entry_carries_its_players_number_of_turns"),
    Break("end.yams_above_375", "a Yams score above 375 (Penta bonuses) is kept",
          "game/storage/validators.py", "return max_total()", "return 375",
          _END + "test_a_yams_score_above_375_reached_with_penta_bonuses_is_kept"),
    # -- file checks ------------------------------------------------------------------------
    Break("files.record_of_other_game", "a finished save of the other game is set aside",
          "game/storage/ending.py", "if parsed.kind != kind:", "if False:",
          _FILES + "test_a_finished_save_whose_record_is_of_the_other_game_is_set_aside"),
    Break("files.entry_target", "a 10 000 entry naming another target is set aside",
          "game/storage/ending.py", "record is not None and record.get(\"target\") != "
          "entry[\"target\"]):", "False):",
          _FILES + "test_a_finished_save_whose_10000_entry_names_another_target_is_set_aside"),
    Break("files.turn_points_sum", "turn points that are not the groups' sum are refused",
          "game/storage/validators.py",
          "if sum(g[\"points\"] for g in groups) != turn_points:", "if False:",
          _FILES + "test_a_forged_10000_save_is_refused_by_its_own_check"
          "[turn-points-not-the-groups]"),
    Break("files.points_before_roll", "points set aside before the first roll are refused",
          "game/storage/validators.py", "if roll is None and (groups or turn_points):",
          "if False:",
          _FILES + "test_a_forged_10000_save_is_refused_by_its_own_check"
          "[set-aside-before-the-first-roll]"),
    Break("files.bust_with_scoring_dice", "a last bust with scoring dice is refused",
          "game/storage/validators.py", "if best_score(event.dice) != 0 or not event.dice",
          "if not event.dice",
          _FILES + "test_a_forged_10000_save_is_refused_by_its_own_check"
          "[bust-with-scoring-dice]"),
    Break("files.rolled_up_games", "fewer rolled-up games than an archived player's: refused",
          "game/storage/stats.py", "if count < most:", "if False:",
          _FILES + "test_a_statistics_file_with_fewer_rolled_up_games_than_an_archived_player_"
          "is_refused"),
    # -- statistics, keys, installation, computer ------------------------------------------
    Break("stats.bank_on_hot_dice", "a bank on hot dice counts as hot dice (F8)",
          "game/engine/farkle.py",
          "        if hot:\n            self.hot_dice[actor] += 1\n        banked",
          "        banked",
          "tests/test_promises_statistics.py::test_a_bank_on_hot_dice_counts_as_hot_dice"),
    Break("stats.busts_and_hot_apart", "a player's totals keep busts and hot dice apart",
          "game/statistics.py", "self.hot_dice += result.hot_dice",
          "self.hot_dice += result.busts",
          "tests/test_promises_statistics.py::test_a_players_totals_keep_busts_and_hot_dice_"
          "apart"),
    Break("keys.tab_skips_disabled", "Tab skips disabled widgets", "game/widgets/button.py",
          "if widget.visible and widget.enabled and widget.focusable:\n"
          "                self.index = index",
          "if widget.visible and widget.focusable:\n                self.index = index",
          "tests/test_promises_keys_and_computer.py::test_tab_skips_disabled_and_hidden_widgets"),
    Break("keys.shift_tab_back", "Shift+Tab goes backwards", "game/widgets/button.py",
          "self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)", "self.move(1)",
          "tests/test_promises_keys_and_computer.py::test_shift_tab_goes_backwards"),
    Break("install.catalog_key", "a catalog that lost a key is a broken installation",
          "game/install_check.py", "if keys[language] != every:", "if not keys[language]:",
          "tests/test_promises_install.py::test_a_catalog_that_lost_one_key_is_a_broken_"
          "installation"),
    Break("install.font_comma_below", "a font that cannot draw ș ț is a broken installation",
          "game/install_check.py", "any(ord(c) not in codes for c in ROMANIAN_LETTERS)",
          "False",
          "tests/test_promises_install.py::test_a_font_that_cannot_draw_the_comma_below_is_a_"
          "broken_installation"),
    # -- the dice in the air ---------------------------------------------------------------
    Break("dice.lit_sides", "a side turned to the light is brighter than one turned away",
          "game/widgets/dice_cube.py",
          "return min(CUBE_BRIGHTEST, CUBE_AMBIENT + (CUBE_FLAT - CUBE_AMBIENT) * light / _UP_DOT)",
          "return CUBE_FLAT",
          _AIR + "test_the_side_turned_to_the_light_is_brighter_than_the_side_turned_away"),
    Break("dice.corners_filled", "no felt shows where three rounded corners meet",
          "game/widgets/dice_cube.py",
          "area = polygon(surface, under, outline)",
          "area = pygame.Rect(round(cx), round(cy), 0, 0)",
          _AIR + "test_no_felt_shows_where_three_rounded_corners_meet"),
    Break("dice.smooth_outline", "a die in the air has an anti-aliased outline",
          "game/widgets/dice_cube.py", "pygame.draw.aalines(surface, _shade(under, EDGE_SHADE)",
          "pygame.draw.lines(surface, _shade(under, EDGE_SHADE)",
          _AIR + "test_the_outline_of_a_die_in_the_air_is_anti_aliased"),
    Break("dice.shadow_shrinks", "a die high in the air casts a smaller shadow",
          "game/widgets/dice_render.py",
          "return 1.0 - SHADOW_SHRINK * (SHADOW_LEVELS - level)", "return 1.0",
          _AIR + "test_the_shadow_of_a_die_high_in_the_air_is_smaller_than_on_the_felt"),
    Break("dice.shadow_on_felt", "a die on the felt keeps its full shadow",
          "game/widgets/dice_render.py",
          "return 1.0 - SHADOW_SHRINK * (SHADOW_LEVELS - level)",
          "return 1.0 - SHADOW_SHRINK * (SHADOW_LEVELS + 1 - level)",
          _AIR + "test_the_shadow_of_a_die_on_the_felt_is_the_full_shadow"),
    # (stage.final_total_said_once retired round 78, hY108: its test pinned the Yams win's stage,
    # which ruling S43 retired)
    Break("stage.exit_before_lift", "the dimming lifts only once the moment's motion is over",
          "game/flow/stage.py", "* (1 - span(u, GONE, 1.0))", "* (1 - span(u, HOME_FROM, 1.0))",
          "tests/test_stage_exit.py::test_the_dimming_lifts_only_once_the_moments_motion_is_"
          "over_the_stamp_leaving_with_it"),
    # (stage.standings_wait_for_total retired round 78, hY108: ruling S43 reversed its promise: a
    # full card's TOTAL cell and standings say its new figure at the click, the count only in the
    # big figure)
    Break("results.large_card", "the results are a large card, not a small one in the dark",
          # since hR28 the card's width is its share of the felt (PANEL_SHARE), over
          # PANEL_WIDTH's reference pixels at every 16:9 size: the break shrinks the share
          "game/scenes/results_layout.py", "PANEL_SHARE = {1: 0.66, 2: 0.8, 3: 0.92}",
          "PANEL_SHARE = {1: 0.66, 2: 0.55, 3: 0.92}",
          "tests/test_results_card.py::test_two_players_results_fill_most_of_the_felt"),
    # (results.grand_win_no_lift retired round 78, hY108: its test pinned the Yams win's stage,
    # which ruling S43 retired)
    Break("results.quiet_end_sounds", "a quiet end alone still sounds once, calm",
          "game/scenes/yams_table.py",
          "        counted = True\n", "        counted = False\n",
          "tests/test_yams_win_stage.py::test_a_quiet_end_alone_sounds_once_and_calmly_as_its_"
          "score_counts"),
    Break("yams.line_invites_when_taken", "the line invites a click on the dice only from the "
          "frame a click is taken", "game/flow/yams_reading.py",
          "        if not self.settled:\n            # every die rests",
          "        if False:\n            # every die rests",
          "tests/test_yams_flow_prompt.py::test_the_line_invites_a_click_from_the_very_frame_a_"
          "click_is_taken"),
    Break("yams.zero_roll_said", "a roll that scores nowhere is said while rolls are left",
          "game/flow/yams_reading.py", "if game.all_options_zero and game.rolls_left > 0:",
          "if game.all_options_zero and game.rolls_left == 0:",
          "tests/test_yams_flow_prompt.py::test_a_roll_that_scores_nowhere_is_said_before_the_"
          "last_throw"),
    Break("yams.next_box_amber", "the sheet's next-action box is amber, never the buttons' red",
          "game/widgets/scorecard.py", "(*theme.SHEET_NEXT, 255 if hovered else 200)",
          "(*theme.BUTTON, 255 if hovered else 200)",
          "tests/test_yams_one_primary.py::test_the_countdowns_box_and_a_pentas_box_are_amber_"
          "never_the_buttons_red"),
    Break("stage.bonus_pulse_ends", "the upper bonus's pulse ends with its stage",
          "game/scenes/yams_table.py", "            self.flow.bonus_celebration.cancel()",
          "            pass",
          "tests/test_stage_holds.py::test_the_upper_bonus_pulse_ends_with_its_stage"),
    Break("stage.joker_bonus_once", "the Joker's +100 is staged once",
          "game/flow/stage.py", '    "upper_bonus": BIG,\n}',  # (re-aimed round 74, hD74:
          '    "upper_bonus": BIG,\n    "penta_bonus": BIG,\n}',  # the TOTAL's stage retired)
          "tests/test_stage.py::test_the_upper_bonus_takes_the_stage_the_jokers_bonus_is_"
          "staged_once"),
    Break("stage.penta_counts_its_50", "a Penta's stage counts the 50 it earns into its box",
          "game/views/stage_pictures.py", 'elif kind == "penta" and table.game',
          "elif False and table.game",
          "tests/test_stage.py::test_a_pentas_stage_counts_the_50_it_earns_into_its_box"),
    Break("stage.halo_hugs", "a gathered die's gold frame hugs the die",
          "game/views/stage_gather.py", "return max(2, theme.px(3, scale))",
          "return theme.px(8, scale)",
          "tests/test_stage.py::test_a_gathered_dies_gold_frame_hugs_the_die"),
    # a Penta's stamp grows in since d08a302f (its overshoot, 1.07, stays clear of the row
    # unclamped): the slam over gathered dice is the 10 000 rare throw's, held there
    Break("stage.penta_slam_off_dice", "a slamming stamp (a rare throw's) never falls over "
          "its gathered dice",
          "game/views/stage.py", "if picture.gather and flown <= 0 and scale > 1:",
          "if False and flown <= 0 and scale > 1:",
          "tests/test_stage_slam.py::test_a_penta_stamp_slams_from_larger_inside_the_felt_over_"
          "the_dice"),
    Break("yams.standings_one_layout", "the standings keep one layout all game",
          "game/views/yams_standings.py",
          "widest = self._widest if len(self._widest) == len(rows) else rows",
          "widest = rows",
          "tests/test_yams_standings_readable.py::test_the_panel_keeps_one_layout_from_the_first_"
          "frame_to_after_the_first_score"),
    Break("yams.arunca_greyed_in_air", "Aruncă reads greyed while the dice are in the air",
          "game/scenes/yams_table.py", "and not self.tray.is_animating\n"
          "                                    and self.flow.settled and not self.flow.leaving"
          ".active)", "and True and not self.flow.leaving.active)",
          "tests/test_yams_one_primary.py::test_arunca_reads_greyed_while_the_dice_are_in_the_air"),
    Break("yams.last_total_seen", "a quiet end counts its last card's TOTAL on the table",
          "game/flow/yams_scoring.py",
          "        self.total_counted = event.player\n        if self.win_staged():",
          "        self.total_counted = event.player\n        self.moment.cancel()\n"
          "        if self.win_staged():",  # (re-pointed round 78, hY108)
          "tests/test_yams_flow_end.py::test_the_last_box_ends_the_game_then_the_results_show_once"),
    Break("results.only_earned", "the Yams results say only what was earned",
          "game/flow/results_detail.py", "    if card.upper_bonus:\n",
          "    if True:\n",
          "tests/test_results_detail.py::test_each_yams_row_says_how_its_score_is_made_its_"
          "bonuses_and_pentas"),
    Break("yams.auto_score_in_band", "the auto-score notice is said in the message lane, "
          "over none of the dice's slots", "game/scenes/yams_layout.py",
          "        return self.prompt_place()\n\n    def _announcement_rects",
          "        return self.held_band.copy()\n\n    def _announcement_rects",
          "tests/test_yams_dice_slots.py::test_an_auto_score_is_said_in_the_message_lane_as_a_"
          "plain_fact"),
    Break("yams.standings_fresh", "before anyone scores nobody is called leader: the gap's "
          "cell is empty", "game/views/yams_standings.py",
          'gap = tr("yams.standings.leader") if s.total else none',
          'gap = tr("yams.standings.leader")',
          "tests/test_yams_standings_readable.py::test_the_standings_show_the_same_columns_"
          "from_the_first_frame"),
    Break('yams.win_full_scale',
          "a Yams win over others takes the win's full scale (re-aimed in round "
          "73, hW75: the title is the verdict)",
          "game/views/stage_pictures.py",
          "        words = verdict(table.tr, [table.player_label(i) for i in winners])\n",
          "        more[\"rarity\"] = BIG\n        words = verdict(table.tr, [table.player_label("
          "i) for i in winners])\n",
          "tests/test_yams_win_stage.py::test_a_win_over_other_players_always_takes_the_wins_full_scale"),
    Break("yams.joker_said_once", "a box the Joker forbids is refused without a second saying",
          "game/flow/yams_flow.py",
          'if self.game.joker_active and error.key == "error.yams.box_not_allowed":',
          "if False:",
          "tests/test_yams_flow.py::test_a_box_the_joker_forbids_is_refused_saying_why_once"),
    Break("results.low_podium_reads", "on a low podium every step reads its place",
          "game/widgets/podium_layout.py", "least = min(step_least(scale), round(tallest * 0.8))",
          "least = 0",
          "tests/test_podium.py::test_a_squeezed_podium_keeps_every_step_tall_enough_for_its_"
          "place"),
    Break("ends.rays_inside_felt", "the win's rays stay inside the felt",
          "game/views/stage_table.py", "if size != (w, h):", "if False:",
          _ENDS + "test_the_win_stages_light_stays_inside_the_felt"),
    Break("ends.win_dims_dice", "no table die is lit through the win's stamp",
          "game/views/stage_pictures.py", '{"dice": [], "hidden"', '{"hidden"',
          _ENDS + "test_the_win_lights_no_table_die_through_its_stamp"),
    Break("ends.win_takes_dice_off", "no table die ghosts through the win's light",
          "game/views/stage_table.py",
          "            _take_off(self._dimmed, self.hidden, self.scale)",
          "            pass",
          _ENDS + "test_the_dice_taken_off_under_the_win_leave_the_felt_there"),
    # (ends.no_lift_between retired round 74, hD75: no end plays two stages, and
    # EndStageClock.from_dark was removed)
    Break("ends.dark_until_results", "after an end's stage the table stays dark",
          "game/scenes/farkle_table.py",
          "            self.hush_ended(surface, self.stage_darkness)  #",
          "            pass  #",
          _ENDS + "test_a_game_alone_ended_by_a_big_bank_stays_dark_until_its_results"),
    Break("ends.winner_in_colour", "the results' winner reads in its seat colour",
          "game/widgets/podium.py",
          "colour = seat_colour(row.seat) if row.seat is not None else theme.CREAM  # every",
          "colour = theme.CREAM  # every",
          "tests/test_results_winner.py::test_the_winner_reads_first_large_in_its_colour_over_"
          "a_trophy"),
    Break("ends.yams_counted_once", "a computer's Yams win counts its total once",
          "game/scenes/yams_table.py",
          "        counted = True\n",
          "        counted = len(details) == 1 and self.flow.total_counted == 0\n",
          "tests/test_yams_end_counted_once.py::test_the_computers_yams_win_opens_the_results_"
          "on_the_total_its_stage_counted"),
    Break("ends.podium_never_recounts", "the Yams podium opens on the final scores, never "
          "recounting a person's win from 0", "game/scenes/yams_table.py",
          "        counted = True\n", "        counted = len(details) == 1\n",
          "tests/test_yams_win_stage.py::test_the_podium_opens_on_the_final_scores_never_"
          "recounting_from_zero"),
    Break("ends.count_lands_first", "a click during the results' count only lands it",
          "game/scenes/results.py",
          "        busy = self.counting() or self.entering() or moment",
          "        busy = self.entering() or moment",  # (hR62: re-pointed; a click while
          # the podium still enters lands it anyway, so its test clicks after the entrance)
          "tests/test_results_podium_sequence.py::test_a_click_after_the_entrance_during_"
          "the_count_only_lands_the_count"),
    Break("ends.trophy_not_squeezed", "a low winner's step carries its trophy on its face "
          "beside its badge, not before the name (hR23 re-stated: it rides with its step)",
          "game/widgets/podium.py",
          "    if place == 1 and not cupped:  # a low step: its trophy on its face beside the "
          "badge,\n",
          "    if False:\n",
          "tests/test_results_winner.py::test_on_a_low_podium_the_winners_trophy_stands_"
          "on_its_step_not_before_its_name"),
    Break("ends.trophy_least_size", "no trophy smaller than the name's squeezed onto a low "
          "step", "game/widgets/podium.py",
          "cup >= max(round(least * share), theme.px(28, scale), most,\n"
          "                          0 if shared else small)",  # (re-aimed round 73, hW75:
          "cup >= max(theme.px(28, scale), most)",  # a tie's shared step stacks its cup)
          "tests/test_results_winner.py::test_no_trophy_smaller_than_the_names_is_squeezed_"
          "onto_a_low_step"),
    Break("ends.long_winner_whole", "a long winner's name stays whole beside no trophy",
          "game/widgets/podium.py",
          "        cup = name_cup_px(scale) if first and not cupped else 0  # then before the "
          "name\n",
          "        cup = name_cup_px(scale) * 2 if first else 0\n",
          "tests/test_results_winner.py::test_a_long_winners_name_stays_whole_rather_than_make_"
          "room_for_the_trophy"),
    Break("ends.alone_results_at_once", "a game alone's results follow its last stage",
          "game/scenes/farkle_table.py", "            self.flow.moment.finish()\n",
          "            pass\n",
          _ENDS + "test_a_game_alone_opens_its_results_right_after_its_last_stage"),
    Break("stage.gathered_dice_in_sight", "a Penta's gathered dice are in sight to the end",
          "game/views/stage_gather.py",
          "        _draw_die(surface, picture, k, image, die, 1.0)",  # (hB41: re-pointed)
          "        _draw_die(surface, picture, k, image, die, fade)",
          "tests/test_stage_exit.py::test_a_pentas_gathered_dice_stay_in_sight_to_the_stages_"
          "last_frame"),
    Break("stage.sparks_above_letters", "a big stage's sparks stay off the name and caption",
          "game/views/stage.py", "if foot is not None and y + r > foot:",
          "if foot is None and y + r > foot:",
          "tests/test_stage_exit.py::test_a_big_stages_sparks_stay_above_the_letters_foot_off_"
          "the_name_and_caption"),
    Break("stage.plates_apart", "the name's and the caption's plates stand apart",
          "game/views/stage_picture.py", "return theme.px(30, self.scale)",
          "return theme.px(16, self.scale)",
          "tests/test_stage_exit.py::test_the_name_and_the_caption_under_a_stamp_stand_on_"
          "plates_clear_of_each_other"),
    Break("stage.name_fades_on_takeoff", "a bank's name fades as its number takes off",
          "game/views/stage.py", "WORDS_GO = 0.25", "WORDS_GO = 0.0001",
          "tests/test_stage_landing.py::test_a_flying_banks_name_fades_as_its_number_takes_off_"
          "not_in_one_frame"),
    Break("stage.seal_on_letters", "a second Penta's seal sits on the stamp's letters",
          "game/views/stage.py", "stage_seal.draw_badge(surface, picture, letters, alpha)",
          "stage_seal.draw_badge(surface, picture, rect, alpha)",
          "tests/test_stage.py::test_a_second_pentas_seal_sits_on_the_stamps_letters_not_"
          "above_them"),
    # -- the 10 000 table read right, beat by beat ------------------------------------------
    Break("beats10k.flight_beside_total", "a small bank's rising points never lie on the total",
          "game/views/farkle_flight.py",
          # (round 75, hF88: clear of the panel's frame; round 76, hA77: the coins' lane)
          "    left = lane_left(place) + radius\n",
          "    left = figures_right(place) - place.px(90) + radius\n",
          "tests/test_farkle_flight_merges.py::test_the_rising_points_never_lie_on_the_total"),
    Break("beats10k.prompt_with_panels", "the prompt passes the turn with the panels",
          "game/flow/farkle_reading.py", "banked = self._bank_shown()", "banked = None",
          "tests/test_farkle_turn_passes_at_once.py::test_the_prompt_passes_the_turn_with_the_"
          "panels"),
    Break("beats10k.unfinished_unlit", "a die that does not score yet is set aside unlit",
          "game/scenes/farkle_layout.py",
          "game.selection_valid or (i < len(roll) and roll[i] in (1, 5)))", "True)",
          "tests/test_farkle_unfinished_selection.py::test_a_part_of_a_straight_is_set_aside_"
          "unlit_and_explained"),
    Break("beats10k.six_slots_stay", "the dice row's six slots keep their places",
          "game/scenes/farkle_layout.py",
          "x0 = self.center.centerx - (DICE_PER_TURN - 1) * step / 2",
          "x0 = self.center.centerx - (count - 1) * step / 2",
          "tests/test_farkle_row_steady.py::test_five_dice_rest_in_the_six_slots"),
    Break("beats10k.help_centred", "the 10 000 \"?\" panel is centred",
          "game/widgets/help_panel.py", "felt.x + inset, top, felt.w - 2 * inset,",
          "felt.x + 6 * inset, top, felt.w - 6 * inset,",  # (re-aimed round 74)
          "tests/test_farkle_help_centred.py::test_the_help_panel_is_centred"),
    Break("table10k.hot_dice_table_unchanged", "the table stays as it was until hot dice' stage",
          "game/flow/farkle_reading.py",
          'return moment.kind == "hot_dice" and moment.busy and self.game.hot_dice_pending',
          "return False",
          "tests/test_farkle_hot_stage_room.py::test_the_hot_dice_stage_plays_over_the_"
          "unchanged_table_inside_the_middle"),
    Break("table10k.turn_banner_whole", "La rând comes whole as the turn passes",
          "game/views/farkle_turn_band.py",  # (re-aimed round 81, hF107: S96 5.'s pill_fade)
          "    return 1.0 if said.age >= 0 else 0.0",
          "    return min(1.0, said.age / theme.TURN_BANNER_FADE)",
          "tests/test_farkle_turn_banner_on_time.py::test_the_turn_banner_comes_whole_as_the_"
          "turn_passes_clear_of_the_slots"),
    Break("beats10k.soft_entry", "the 10 000's big stamps enter from 80 %, no giant",
          "game/flow/stage.py", 'SOFT_ENTRY = frozenset({"bank_big", "hot_dice"})',
          "SOFT_ENTRY = frozenset()",
          "tests/test_farkle_stage_entry.py::test_the_stamp_grows_into_place_from_eighty_percent"),
    Break("table10k.die_in_one_place", "the computer's chosen die leaves the row at once",
          "game/scenes/farkle_table.py",
          "if frozenset(self.game.selected) != chosen and self.tray.is_gliding:",
          "if False:",
          "tests/test_farkle_die_one_place.py::test_a_die_set_aside_is_never_also_in_the_row"),
    Break("beats10k.hot_stage_under_title", "the hot dice' stage stands under the title",
          "game/views/stage_pictures.py",
          "                    room=banner_room(table), cover=dice_rows(table))",
          "                    room=None, cover=dice_rows(table))",
          "tests/test_farkle_hot_stage_room.py::test_the_hot_dice_stage_leaves_the_title"),
)
"""Every planted bug, with the promise it breaks and the test that holds the promise."""
