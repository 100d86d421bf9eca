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

BREAKS: tuple[Break, ...] = (
    # -- reveal and pacing, 10 000 ---------------------------------------------------------
    Break("reveal.bust_dashes", "during a bust's pause the turn panel shows 0 and no risk", _FV,
          "if frozen is not None and flow.in_the_air:", "if frozen is not None:",
          _REVEAL + "test_during_a_busts_pause_the_turn_panel_says_nothing_is_left_and_no_"
          "risk"),
    Break("reveal.total_after_landing", "a new total shows once the banked points landed", _FV,
          "total -= flying.points", "total -= 0",
          _REVEAL + "test_the_players_panel_shows_a_new_total_only_once_the_points_have_landed"),
    Break("reveal.winners_after_dice", "the winners are marked once the last dice are seen",
          "game/flow/farkle_reading.py", "return self.game.finished and self.frozen is None",
          "return self.game.finished",
          _REVEAL + "test_the_winners_are_marked_only_once_the_last_dice_are_seen"),
    Break("reveal.celebration_after_points", "the celebration waits for the last points", _FF,
          "self.shown_finished and self.dice.visible() and landed)",
          "self.shown_finished and self.dice.visible())",
          _REVEAL + "test_the_winners_results_and_celebration_wait_for_the_last_banks_points"),
    Break("reveal.results_after_points", "the results wait for the last bank's points", _FF,
          "not self.results_shown and self.hold <= 0\n                and landed):",
          "not self.results_shown and self.hold <= 0):",
          _REVEAL + "test_the_winners_results_and_celebration_wait_for_the_last_banks_points"),
    Break("reveal.reason_after_landing", "the computer's reason shows once its dice landed",
          _FV, "elif visible:  # its reason depends on the roll in the air", "else:",
          _REVEAL + "test_the_computers_threshold_and_its_reason_show_once_its_dice_have_landed"),
    Break("reveal.wait_for_undo", "after a person's bank the computer waits for Anulează",
          "game/flow/farkle_reading.py",
          "return max(pause, theme.UNDO_COMPUTER_WAIT) if self.game.can_undo else pause",
          "return pause",
          _REVEAL + "test_after_a_persons_bank_the_computer_waits_long_enough_for_the_undo"),
    Break("table10k.undo_keeps_its_place", "the 10 000 Anulează stays in its place, greyed",
          "game/scenes/farkle_table.py",
          "self.undo_button.visible = not self.shown_finished",
          "self.undo_button.visible = self.can_undo",
          "tests/test_farkle_undo_place.py::test_the_undo_button_keeps_its_place_greyed_then_lit"),
    Break("table10k.coach_off_the_buttons", "no 10 000 coach card lies over a button",
          "game/views/coach_farkle.py",
          "avoid += visible_buttons(scene)\n    avoid += list(keep_out(scene).values())",
          "avoid += [r for r in visible_buttons(scene) if r != scene.undo_button.rect]\n"
          '    avoid += [r for k, r in keep_out(scene).items() if k != "undo_button"]',
          "tests/test_farkle_coach_clear.py::test_every_card_leaves_the_buttons_title_prompt_"
          "and_row_free"),
    Break("table10k.selection_line_stays", "the Selecție line stays while the points rise", _FV,
          "if not under_stage:", "if not under_stage and flow.flight is None:",
          "tests/test_farkle_centre_steady.py::test_after_a_bank_the_prompt_and_the_selection_"
          "line_stay"),
    Break("table10k.tags_plain_under_a_name", "a tag under a long name touches nothing",
          "game/widgets/farkle_panels.py", "            tags = []\n", "",
          "tests/test_farkle_tags_clear.py::test_the_tags_under_long_names_touch_nothing_at_"
          "1024x600"),
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
    Break("reveal.no_last_round_after_undo", "an undone target bank brings no last round", _FF,
          "        self.pulse = None\n        self.last_round_due = None\n",
          "        self.pulse = None\n",
          _REVEAL + "test_after_undoing_the_bank_that_reached_the_target_the_last_round_is_"
          "never_announced"),
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
    Break("yams.penta_bonus_from_earned", "the Penta bonus counts from the bonus earned",
          "game/flow/yams_flow.py", "card.penta_bonus - event.penta_bonus, card.penta_bonus",
          "0, card.penta_bonus",
          _YAMS + "test_the_penta_bonus_counts_up_from_the_bonus_already_earned"),
    Break("yams.total_when_full", "a full card's TOTAL is counted when the card is full",
          "game/flow/yams_flow.py", "if card.is_complete and not self.game.finished:",
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
          "game/flow/yams_flow.py",
          "return max(pause, theme.UNDO_COMPUTER_WAIT) if self.game.can_undo else pause",
          "return pause",
          _YAMS + "test_after_a_persons_box_the_computer_waits_long_enough_for_the_undo"),
    # -- the end of a game ------------------------------------------------------------------
    Break("end.recorded_once", "a game is recorded once, even if its end is reached twice",
          _FF, "        if self.recorded:\n            return",
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
    # -- the stage, coach marks, one next action (the layout's promises) -------------------
    Break("stage.table_clocks_wait", "under a stage every clock of the table waits",
          "game/scenes/stage.py", "        self.clock.update(dt)\n",
          "        self.clock.update(dt)\n        self.table.update(dt)\n",
          "tests/test_stage.py::test_the_stage_begins_after_the_dice_are_seen_and_the_table_"
          "clocks_wait"),
    Break("stage.key_reaches_table", "a key that skips a stage still reaches the table",
          "game/scenes/stage.py", "if not escape and self.app.manager.top is self.table:",
          "if False:",
          "tests/test_stage.py::test_a_key_ends_the_stage_and_still_reaches_the_table"),
    Break("stage.grand_stamp_size", "a grand stamp takes two fifths of the felt",
          "game/views/stage.py",
          "width = min(self.felt.w * STAMP_WIDTH[self.rarity], self.area.w * 0.94)",
          "width = min(self.felt.w * STAMP_WIDTH[self.rarity] * 0.6, self.area.w * 0.94)",
          "tests/test_stage.py::test_the_grand_stamps_take_two_fifths_of_the_felt"),
    Break("coach.key_not_swallowed", "a key closes a coach card and still acts (Enter banks)",
          "game/views/coach.py",
          "        if event.type == pygame.KEYDOWN:\n            self.dismiss()\n"
          "        return False",
          "        if event.type == pygame.KEYDOWN:\n            self.dismiss()\n"
          "            return True\n        return False",
          "tests/test_coach_marks.py::test_enter_after_hot_dice_banks_and_closes_the_card"),
    Break("primary.yams_countdown", "the countdown's box is the one red action",
          "game/scenes/yams_table.py", "primary=flow.red_box,", "primary=None,",
          "tests/test_yams_one_primary.py::test_the_countdowns_box_is_the_one_red_action_"
          "enter_unchanged"),
    Break("yams.refusal_amber", "a person's refusal is amber, never the next action's red",
          "game/flow/yams_flow.py", "anchor=anchor, tone=Tone.WARN)", "anchor=anchor)",
          "tests/test_yams_flow_voice.py::test_a_persons_refusal_is_amber_never_the_red_of_the_"
          "next_action"),
    Break("yams.computer_banner_quiet", "a click during the computer's banner says nothing",
          "game/flow/yams_flow.py", "            if self.voice.banner is not None:\n"
          "                return", "            if False:\n                return",
          "tests/test_yams_flow_voice.py::test_the_computers_first_throw_follows_its_banner_and_"
          "a_click_never_turns_it_red"),
    Break("yams.rolling_line", "the prompt line says the dice roll during a throw",
          "game/flow/yams_reading.py", 'return self._prompt("hy4.yams.prompt_rolling")',
          "return None",
          "tests/test_yams_flow.py::test_nothing_of_a_roll_shows_before_its_dice_are_seen"),
    Break("yams.undo_place", "Anulează keeps its place all game, greyed when idle",
          "game/scenes/yams_table.py",
          "self.undo_button.visible = not (self.game.finished and self._results_pushed)",
          "self.undo_button.visible = self.can_undo",
          "tests/test_yams_steady_table.py::test_the_undo_keeps_one_place_through_a_turn_and_"
          "clears_the_key_line"),
    Break("dialogs.safe_focused", "a dialog that discards something focuses the safe answer",
          "game/scenes/overlays.py",
          "self.focus.index = 0  # the safe answer has the focus: Enter keeps the game",
          "self.focus.index = 1",
          "tests/test_dialogs.py::test_confirm_dialogs_say_their_verbs_and_the_safe_answer_is_"
          "primary_and_focused"),
    Break("computer.beginner_keeps_penta", "the Yams beginner never rerolls a made Penta",
          "game/ai/yams_heuristic.py", "if len(set(ordered)) == 1:", "if False:",
          "tests/test_promises_keys_and_computer.py::test_the_yams_beginner_never_rerolls_a_"
          "made_penta"),
    Break("results.figures_by_seat", "each results row says its own player's figures",
          "game/scenes/results.py", "details[index] if details is not None else ()",
          "details[place - 1] if details is not None else ()",
          "tests/test_results_detail.py::test_each_farkle_row_says_its_own_players_figures"),
    Break("results.solo_plate", "a game played alone ends on a score plate, no podium of one",
          "game/scenes/results.py", "if len(self.rows) == 1:  # a game played alone",
          "if False:  # a game played alone",
          "tests/test_podium.py::test_a_game_played_alone_ends_on_a_score_plate_not_a_podium_"
          "of_one"),
    Break("stage.esc_only_skips", "Esc during a stage only skips it (no leave dialog behind)",
          "game/scenes/stage.py", "if not escape and self.app.manager.top is self.table:",
          "if self.app.manager.top is self.table:",
          "tests/test_yams_win_stage.py::test_esc_during_the_win_stage_only_skips_it_and_a_"
          "second_esc_leaves_the_results"),
    Break("stage.win_says_no_number", "the win's stage names the winners, no number",
          "game/views/stage_pictures.py",
          "return _picture(table, kind, words, line=names, seat=seat, **more)",
          "return _picture(table, kind, words, line=names, seat=seat, counter=(0, score), "
          "**more)",
          "tests/test_yams_win_stage.py::test_the_win_stage_names_the_winner_and_a_click_"
          "skips_it"),
    Break("dialogs.dim_first_frame", "a dialog dims the screen under it from its first frame",
          "game/scenes/base.py",
          "surface.blit(self._below, (0, 0))  # dimmed from the first frame: one red at a time",
          "surface.blit(old, (0, 0))",
          "tests/test_dialog_red_stays_safe.py::test_a_dialog_dims_the_screen_under_it_from_"
          "its_first_frame"),
    Break("new_game.cards_slide", "New Game's cards slide and fade when a person comes or goes",
          "game/widgets/seat_band.py",
          "self.elapsed = 0.0 if self.before != self.after else self.seconds",
          "self.elapsed = self.seconds",
          "tests/test_new_game_cards.py::test_a_card_slides_and_fades_in_when_a_person_comes_"
          "and_out_when_they_go"),
    Break("new_game.short_cards", "a short seat card's turn and mark stand beside its name",
          "game/scenes/new_game_cards.py",
          "badge_d = max(1, inside.h - step - side)",
          "badge_d = max(1, (inside.h - step - side) // 2)",
          "tests/test_new_game_short_cards.py::test_short_cards_put_the_turn_and_mark_beside_"
          "the_name_big"),
    Break("stats.line_one_target", "a 10 000 line of recent totals never mixes targets",
          "game/scenes/statistics.py",
          "recent, games = s.recent_at(self.shown_target), s.games_at(self.shown_target)",
          "recent, games = s.recent, s.games",
          "tests/test_stats_farkle_targets.py::test_the_line_of_recent_totals_draws_one_"
          "targets_games_alone"),
    Break("rules.wheel_rests", "a wheel's turn leaves the rules page on a line's top",
          "game/scenes/rules.py",
          "self.scroll.scroll_to(wheel_target(self._stops, before, self.scroll.offset))\n"
          "            elif dragged:",
          "pass\n            elif dragged:",
          "tests/test_rules_scroll_rests.py::test_the_wheel_and_the_arrows_leave_the_views_"
          "top_on_a_lines_top"),
    Break("rules.no_row_twice", "Page Down never shows a whole row again",
          "game/scenes/rules.py",
          "offset = before + max(self.scroll.line, self.shown_view(before).h)",
          "offset = before + max(self.scroll.line, self.shown_view(before).h - self.scroll.line)",
          "tests/test_rules_scroll_rests.py::test_page_down_never_shows_a_whole_row_again"),
    Break("stats.mixed_targets_no_mean", "totals of several 10 000 targets make no one mean",
          "game/scenes/stats_figures.py",
          'mixed = s.kind == "farkle" and len(s.targets) > 1', "mixed = False",
          "tests/test_stats_farkle_targets.py::test_totals_of_several_targets_make_no_mean_"
          "best_or_form"),
    Break("new_game.long_name_shrinks", "a name too wide for its field shrinks before a cut",
          "game/widgets/forms.py", "while 0 < self.min_font_size < size and",
          "while False and",
          "tests/test_new_game_cards.py::test_a_name_too_wide_for_its_field_shrinks_rather_"
          "than_being_cut"),
    Break("rules.block_starts", "Page Down opens a rules page on a block's start",
          "game/scenes/rules.py",
          "else block_target(self.page, self._stops, before, offset))",
          "else page_target(self._stops, before, offset))",
          "tests/test_rules_page_breaks.py::test_page_down_opens_on_a_blocks_start_never_on_"
          "a_paragraphs_tail"),
    Break("stats.one_game_alone", "one game's boxes are not charted beside the expert's means",
          "game/scenes/statistics.py",
          "expert = expert_box_means() if s.games > 1 else {}",
          "expert = expert_box_means()",
          "tests/test_stats_one_game.py::test_one_games_boxes_stand_alone_and_the_total_is_"
          "left_to_the_list"),
    Break("new_game.field_rides_card", "a sliding seat card never passes under another's name",
          "game/scenes/new_game_cards.py",
          "return [self.fields[i] for i in order if i < self.humans.value]",
          "return [self.fields[i] for i in order\n"
          "                if i < self.humans.value and self.motion.alpha(self.seat_key(i)) < 255]",
          "tests/test_new_game_row.py::test_a_sliding_card_never_passes_under_another_cards_"
          "name"),
    Break("new_game.five_in_a_row", "a fifth seat stays in the one row of cards",
          "game/widgets/seat_band.py", "rows = 1 if count <= ONE_ROW_MOST else 2",
          "rows = 1 if count <= SEAT_COLUMNS else 2",
          "tests/test_new_game_row.py::test_a_fifth_seat_stays_in_the_row_and_the_cards_shrink_"
          "gently"),
    Break("dialogs.one_button_size", "a dialog's buttons share one type size, each label whole",
          "game/scenes/overlays.py",
          "while font > theme.FONT_MIN and _label_room(scene, shown, font) > bw:",
          "while False:",
          "tests/test_dialog_buttons.py::test_the_pause_buttons_share_one_size_and_each_label_"
          "fits_whole"),
    Break("stats.one_total_once", "one game's total is said once, in the list",
          "game/scenes/statistics.py",
          "last=recent[-1] if recent and not listed else None)",
          "last=recent[-1] if recent else None)",
          "tests/test_stats_one_game.py::test_one_games_boxes_stand_alone_and_the_total_is_"
          "left_to_the_list"),
    Break("scores.empty_no_headers", "an empty board shows no column headers",
          "game/scenes/scores.py",
          "header = pygame.Rect(inner.x, inner.y, inner.w, header_h if rows else 0)\n"
          "        if rows:",
          "header = pygame.Rect(inner.x, inner.y, inner.w, header_h if rows else 0)\n"
          "        if True:",
          "tests/test_scores_empty.py::test_an_empty_board_shows_no_headers_and_says_its_"
          "target_once"),
    Break("rules.page_glides", "Page Down glides the rules page to its place",
          "game/scenes/rules.py", "self.glide.begin(shown, self.scroll.offset)", "pass",
          "tests/test_rules_glide.py::test_page_down_draws_the_page_on_its_way_then_at_its_"
          "place"),
    Break("scores.medal_ribbon", "a medal has its ribbon's two tails and a shine",
          "game/widgets/medals.py", "pygame.draw.polygon(surface, colour, tail)", "pass",
          "tests/test_scores_medal_ribbons.py::test_a_medal_has_a_ribbons_two_tails_below_"
          "its_disc"),
    Break("scores.plain_rows_44", "a plain row of Scoruri keeps 44 px at 1920",
          "game/scenes/scores.py",
          "return max(theme.FONT_MIN + 4, min(self.px(72), max(shared, least)))",
          "return max(theme.FONT_MIN + 4, min(self.px(72), shared))",
          "tests/test_scores_medal_ribbons.py::test_plain_rows_keep_44_px_at_1920"),
    Break("scores.podium_medals", "the first three places are tall rows with big medals",
          "game/scenes/scores.py", "PODIUM_ROW = 1.5\n", "PODIUM_ROW = 1.0\n",
          "tests/test_scores_boards.py::test_the_first_three_rows_are_podium_steps_with_big_"
          "medals"),
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
    Break("stage.final_total_said_once", "the game-ending card's TOTAL takes no stage",
          "game/flow/yams_flow.py", "if card.is_complete and not self.game.finished:",
          "if card.is_complete:",
          "tests/test_yams_win_stage.py::test_a_persons_win_plays_the_win_then_the_results_"
          "with_no_bare_beat"),
    Break("stage.exit_before_lift", "the dimming lifts only once the stamp has gone",
          "game/flow/stage.py", "* (1 - span(u, GONE, 1.0))", "* (1 - span(u, FADE_OUT, 1.0))",
          "tests/test_stage_exit.py::test_while_the_dimming_lifts_the_table_shows_alone"),
    Break("stage.bank_lands_own_total", "a big bank lands in its own player's total",
          "game/views/stage_pictures.py", "band = player_band(rect, scale, player, count)",
          "band = player_band(rect, scale, player)",
          "tests/test_stage_landing.py::test_a_big_bank_lands_on_its_own_players_total_"
          "inside_the_panel"),
    Break("stage.standings_not_stale", "under a TOTAL's stage the standings rank as after it",
          "game/views/stage_hold.py", "held = held_points(table, box=not standings)",
          "held = held_points(table)",
          "tests/test_stage_holds.py::test_a_full_cards_total_waits_in_its_cell_the_standings_"
          "rank_it_at_once"),
    Break("results.winner_left", "the results' winner stands first, on the left",
          "game/widgets/podium.py", "ORDER = (0, 1, 2)", "ORDER = (1, 0, 2)",
          "tests/test_podium.py::test_the_winner_stands_first_left_and_tallest_the_fourth_off_"
          "the_podium"),
    Break("results.large_card", "the results are a large card, not a small one in the dark",
          "game/scenes/results.py", "PANEL_WIDTH = {1: 1080, 2: 1380, 3: 1560}",
          "PANEL_WIDTH = {1: 900, 2: 1040, 3: 1240}",
          "tests/test_results_card.py::test_two_players_results_fill_most_of_the_felt"),
    Break("results.grand_win_no_lift", "a grand win's results open on the stage's darkness",
          "game/scenes/yams_table.py",
          "return self.stage_darkness if self._ended_dim else DIM_ALPHA[BIG]",
          "return DIM_ALPHA[BIG]",
          "tests/test_yams_win_stage.py::test_a_grand_wins_results_open_on_the_stages_own_"
          "darkness_no_lift"),
    Break("results.quiet_end_sounds", "a quiet end alone still sounds once, calm",
          "game/scenes/yams_table.py",
          "counted = len(details) == 1 and self.flow.total_counted == 0", "counted = False",
          "tests/test_yams_win_stage.py::test_a_quiet_end_alone_sounds_once_and_calmly_as_its_"
          "score_counts"),
    Break("yams.line_after_rest", "the line stops saying the dice roll once they rest",
          "game/flow/yams_reading.py", "if self.port.dice_in_air():  # the line keeps",
          "if not self.settled:  # the line keeps",
          "tests/test_yams_flow.py::test_the_line_stops_saying_the_dice_roll_the_moment_they_rest"),
    Break("yams.arunca_greyed_in_air", "Aruncă reads greyed while the dice are in the air",
          "game/scenes/yams_table.py", "and not self.tray.is_animating\n"
          "                                    and self.flow.settled)", "and True)",
          "tests/test_yams_one_primary.py::test_arunca_reads_greyed_while_the_dice_are_in_the_air"),
    Break("yams.last_total_seen", "a quiet end counts its last card's TOTAL on the table",
          "game/flow/yams_flow.py", "            self.total_counted = player\n        self._run"
          "_moment(0.0)\n        self.end_timer",
          "            self.moment.cancel()\n        self._run_moment(0.0)\n        self.end_timer",
          "tests/test_yams_flow.py::test_the_last_box_ends_the_game_then_the_results_show_once"),
    Break("results.only_earned", "the Yams results say only what was earned",
          "game/flow/results_detail.py", "    if card.upper_bonus:\n",
          "    if True:\n",
          "tests/test_results_detail.py::test_each_yams_row_says_its_own_bonus_and_pentas"),
    Break("yams.auto_score_in_band", "the auto-score notice covers none of the dice's slots",
          "game/scenes/yams_layout.py", "return (game.dice is None and not game.finished",
          "return False and (game.dice is None and not game.finished",
          "tests/test_yams_dice_slots.py::test_an_auto_score_is_said_in_the_empty_held_row_as_a_"
          "plain_fact"),
    Break("yams.standings_fresh", "before anyone scores the standings say no noise",
          "game/views/yams_standings.py", 'gap = tr("yams.standings.leader") if s.total else ""',
          'gap = tr("yams.standings.leader" if s.total else "yams.standings.even")',
          "tests/test_yams_standings_readable.py::test_at_the_start_the_standings_say_no_noise"),
    Break("yams.win_full_scale", "a Yams win over others takes the win's full scale",
          "game/views/stage_pictures.py", '        words = table.tr("stage.win" if',
          '        more["rarity"] = BIG\n        words = table.tr("stage.win" if',
          "tests/test_yams_win_stage.py::test_a_win_over_other_players_always_takes_the_wins_"
          "full_scale"),
    Break("yams.joker_said_once", "a box the Joker forbids is refused without a second saying",
          "game/flow/yams_flow.py",
          'if self.game.joker_active and error.key == "error.yams.box_not_allowed":',
          "if False:",
          "tests/test_yams_flow.py::test_a_box_the_joker_forbids_is_refused_without_saying_the_"
          "rule_twice"),
    Break("results.low_podium_reads", "on a low podium every step reads its place",
          "game/widgets/podium.py", "least = min(step_least(scale), round(tallest * 0.8))",
          "least = 0",
          "tests/test_podium.py::test_seven_players_at_1024x600_every_step_reads_its_place_at_"
          "a_headings_size"),
    Break("stage.gathered_dice_in_sight", "a Penta's gathered dice are in sight to the end",
          "game/views/stage_gather.py",
          "        surface.blit(image, image.get_rect(center=die.center))",
          "        if fade > 0: surface.blit(image, image.get_rect(center=die.center))",
          "tests/test_stage_exit.py::test_a_pentas_gathered_dice_stay_in_sight_to_the_stages_"
          "last_frame"),
    Break("stage.sparks_above_letters", "a big stage's sparks stay off the name and caption",
          "game/views/stage.py", "if foot is not None and y + r > foot:",
          "if foot is None and y + r > foot:",
          "tests/test_stage_exit.py::test_a_big_stages_sparks_stay_above_the_letters_foot_off_"
          "the_name_and_caption"),
    Break("stage.plates_apart", "the name's and the caption's plates stand apart",
          "game/views/stage.py", "return theme.px(30, self.scale)",
          "return theme.px(16, self.scale)",
          "tests/test_stage_exit.py::test_the_name_and_the_caption_under_a_stamp_stand_on_"
          "plates_clear_of_each_other"),
    Break("stage.name_fades_on_takeoff", "a bank's name fades as its number takes off",
          "game/views/stage.py", "WORDS_GO = 0.25", "WORDS_GO = 0.0001",
          "tests/test_stage_landing.py::test_a_flying_banks_name_fades_as_its_number_takes_off_"
          "not_in_one_frame"),
    Break("stage.seal_on_letters", "a second Penta's seal sits on the stamp's letters",
          "game/views/stage.py", "_draw_badge(surface, picture, letters, alpha)",
          "_draw_badge(surface, picture, rect, alpha)",
          "tests/test_stage.py::test_a_second_pentas_seal_sits_on_the_stamps_letters_not_"
          "above_them"),
    # -- the 10 000 table read right, beat by beat ------------------------------------------
    Break("beats10k.flight_beside_total", "a small bank's rising points never lie on the total",
          _FV, "end = (total_right + place.px(8) + text_size(text, size, BOLD)[0] // 2, end[1])",
          "end = (total_right - text_size(text, size, BOLD)[0] // 2, end[1])",
          "tests/test_farkle_flight_merges.py::test_the_rising_points_never_lie_on_the_total"),
    Break("beats10k.prompt_with_panels", "the prompt passes the turn with the panels",
          "game/flow/farkle_reading.py", "banking = self._bank_rising()", "banking = None",
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
          "felt.x + 6 * inset, top, felt.w - 6 * inset,",
          "tests/test_farkle_help_centred.py::test_the_help_panel_is_centred"),
    Break("table10k.hot_dice_table_unchanged", "the table stays as it was until hot dice' stage",
          "game/flow/farkle_reading.py",
          'return moment.kind == "hot_dice" and moment.busy and self.game.hot_dice_pending',
          "return False",
          "tests/test_farkle_hot_stage_room.py::test_the_hot_dice_stage_plays_over_the_"
          "unchanged_table_inside_the_middle"),
    Break("table10k.ribbon_one_place", "the last round's ribbon has one size and place",
          "game/widgets/farkle_banners.py", "    rows = max(RIBBON_ROWS, len(lines))",
          "    rows = len(lines)",
          "tests/test_farkle_last_round_place.py::test_the_last_round_ribbon_keeps_one_place_"
          "under_the_row"),
    Break("table10k.turn_banner_whole", "La rând comes whole as the turn passes", _FV,
          "banner.age = max(said.age, theme.TURN_BANNER_FADE)", "banner.age = said.age",
          "tests/test_farkle_turn_banner_on_time.py::test_the_turn_banner_comes_whole_as_the_"
          "turn_passes_clear_of_the_slots"),
    Break("beats10k.soft_entry", "the 10 000's big stamps enter from 80 %, no giant",
          "game/flow/stage.py", 'SOFT_ENTRY = frozenset({"bank_big", "hot_dice"})',
          "SOFT_ENTRY = frozenset()",
          "tests/test_farkle_stage_entry.py::test_the_stamp_grows_into_place_from_eighty_percent"),
    Break("table10k.bust_said_in_place", "a bust is said in the prompt line",
          "game/flow/farkle_reading.py",
          'return say("hf7.prompt.bust") if self.bust_shown else None', "return None",
          "tests/test_farkle_bust_regions.py::test_a_bust_is_said_in_the_prompt_and_the_turn_"
          "panel"),
    Break("table10k.die_in_one_place", "the computer's chosen die leaves the row at once",
          "game/scenes/farkle_table.py",
          "if frozenset(self.game.selected) != chosen and self.tray.is_gliding:",
          "if False:",
          "tests/test_farkle_die_one_place.py::test_a_die_set_aside_is_never_also_in_the_row"),
    Break("beats10k.hot_stage_under_title", "the hot dice' stage stands under the title",
          "game/views/stage_pictures.py", "room=under_the_title(table), light_room",
          "room=None, light_room",
          "tests/test_farkle_hot_stage_room.py::test_the_hot_dice_stage_leaves_the_title"),
)
"""Every planted bug, with the promise it breaks and the test that holds the promise."""
