"""More planted bugs of :mod:`tools.break_promises` for the 10 000 table (in the form of
:mod:`tools.breaks`): the coach cards' rooms and the stage captions' plate."""

from __future__ import annotations

from tools.breaks import Break

_KEYS = "tests/test_farkle_coach_keys_said.py::"
_CAPTION = "tests/test_stage_caption_padding.py::"
_ONCE = "tests/test_farkle_bust_said_once.py::"
_FLIGHT = "tests/test_farkle_flight_clear_of_row.py::"
_BEATS = "tests/test_farkle_prompt_between_beats.py::"
_SAID_ONCE = "tests/test_farkle_turn_said_once.py::"

_NEXT = "tests/test_farkle_bust_next.py::"
_BUST_PROMPT = "            return None  # (the stamp says it: the line waits quiet)\n"
"""The bust's headline (hF15; round 75, hF88: "Ana: tura se încheie", never blank; hL75: never
"Partida s-a încheiat" over the last bust), where two breaks plant their words."""
_ROWS = "tests/test_farkle_turn_rows_fixed.py::"
_RIBBON = "tests/test_farkle_last_round_interrupts.py::"
_NEXT_ACTION = "tests/test_farkle_next_action_clear.py::"
_HOTBANK = "tests/test_farkle_hot_bank_one_owner.py::"
_PLATE = ("tests/test_farkle_last_round_plate.py::test_the_last_round_enters_big_said_once_then_"
          "stays_as_a_pill")

BREAKS: tuple[Break, ...] = (
    Break("roll10k.rolling_line_goes", "'Zarurile se rostogolesc…' goes as the dice rest",
          "game/flow/farkle_reading.py", "            if not self.dice.landed():",
          "            if not self.dice.visible():",
          "tests/test_farkle_rolling_line_goes.py::test_the_rolling_line_goes_the_frame_the_dice_"
          "rest"),
    # (hot10k.round_dice retired by hB28: hot dice are a banner on the ladder, their round's
    # six dice no longer gathered on a stage; round_dice went with it)
    Break("hot10k.says_points", "the hot dice' stage says the points the turn keeps",
          "game/views/stage_pictures.py",
          'points=format_int(flow.hot_points)),',
          'points="…"),',
          "tests/test_farkle_hot_dice_says_points.py::test_the_hot_dice_caption_says_the_points_"
          "kept"),
    Break("bank10k.stage_rare", "a bank climbs the ladder: a banner from 1 000, a headline "
          "from 2 000, the goal's own", "game/flow/moments.py",
          "    if points >= BIG_BANK:\n        return \"bank_big\"",
          "    if points >= 1000:\n        return \"bank_big\"",
          "tests/test_farkle_moments.py::test_the_bank_ladder_is_a_banner_from_one_thousand_a_"
          "headline_from_two_and_the_goal"),
    # (bank10k.label_amount retired round 82 by hF111: ruling S108 1. reversed its promise,
    # the bank button says its action, "Încasează"; the turn's figure is "Total tură")
    Break("bust10k.one_owner", "under a bust's stamp every region shows the loser's moment",
          "game/scenes/farkle_table.py",
          "self.roll_button.enabled = people and self.game.can_roll",
          "self.roll_button.enabled = (people or self.flow.bust_shown) and self.game.can_roll",
          "tests/test_farkle_bust_one_owner.py::test_every_frame_of_the_bust_beat_agrees_on_"
          "whose_turn_it_is"),
    Break("bust10k.next_throws", "the next person throws at once under a bust's stamp",
          "game/flow/farkle_flow.py", "self._end_bust()  # the next person throws under",
          "pass  # the next person throws under",
          _NEXT + "test_the_next_person_throws_at_once_under_the_stamp"),
    Break("tags10k.steady", "every tag of a list stands in one place of its row",
          "game/widgets/farkle_panels.py",
          # (hF71: re-aimed, whether the list's tags fit under the totals is said once)
          "below = bool(tags) and under\n",
          "below = bool(tags) and lead + text_size(line.name, name_size)[0] + tags_w > room"
          " and under\n",
          "tests/test_farkle_tags_steady.py::test_every_tag_of_a_list_stands_in_the_same_place_"
          "of_its_row"),
    Break("dice10k.throw_above_line", "thrown dice tumble above the 'Selecție' line",
          "game/scenes/farkle_layout.py",
          "floor = self.mat.top - self.px(8) - selection_line_height(self) - self.px(4)",
          "floor = self.mat.top - self.px(10)",
          # (re-pointed by hF50, round 50: the felt over the line grew for the coach cards
          # and that test's seeded throws no longer reach it; the bound itself is pinned)
          "tests/test_farkle_throw_bounds.py::test_the_dice_tumble_above_the_selection_words"
          "[size2]"),
    Break("dice10k.glide_under_line", "a die gliding onto the mat passes under the words",
          "game/views/farkle_views.py",
          '        layout_record.panel(surface, mat, "mat")\n',  # (hB41: re-pointed)
          '        layout_record.panel(surface, mat, "mat")\n'
          "    draw_selection_line(surface, place, flow)\n",
          "tests/test_farkle_dice_clear_of_words.py::test_no_die_crosses_the_selection_line"),
    Break("bank10k.said_once", "a bank is said by one line, never again under the buttons",
          "game/flow/farkle_reading.py",
          'if said is not None and said.key in ("farkle.banked", "farkle.undone"):',
          'if said is not None and (said is self._bank_rising() or said.key == "farkle.undone"):',
          _NEXT + "test_a_computers_bank_is_said_by_one_line_once"),
    Break("bust10k.prompt_names_loser",
          "a bust's prompt says the loser's turn ends, never the stamp's words",
          "game/flow/farkle_reading.py",
          _BUST_PROMPT,
          '            return say("farkle.bust", Tone.BAD)\n',
          _ONCE + "test_a_first_roll_bust_is_the_stamps_one_line_and_nothing_else_says_it"),
    Break("bust10k.headline_waits", "no 'Urmează …' over the dice until the turn passes",
          "game/flow/farkle_reading.py",
          _BUST_PROMPT,
          '            return Message(Channel.PROMPT, "farkle.prompt.next", self.tr(\n'
          '                "farkle.prompt.next", name=self.player_label(game.current)))\n',
          "tests/test_farkle_bust_headline.py::"
          "test_the_headline_names_nobody_next_until_the_turn_passes_with_the_panels"),
    Break("prompt10k.all_score", "all six dice chosen: the prompt speaks of no dice left",
          "game/flow/farkle_reading.py", 'return say("farkle.prompt.all_score")',
          'return say("farkle.hint.choose")',
          _BEATS + "test_with_all_six_dice_chosen_the_prompt_never_speaks_of_remaining_dice"),
    Break("prompt10k.bank_shown", "the prompt says the bank while the panels show the banker",
          "game/flow/farkle_reading.py",
          '        return Message(Channel.PROMPT, "farkle.banked",\n'
          '                       self.tr(key, name=self.player_label(view.player)), Tone.GOOD)',
          "        return None",
          _BEATS + "test_as_the_big_bank_stage_lifts_the_prompt_says_the_bank_the_panels_show"),
    # (ledger10k.counts_set_aside retired by hF40: its promise, the ledger's total counting
    # only dice set aside, was reversed: the total is the turn's, "Încasează"'s figure, the
    # selection included (critic B32); farkle6.total_is_bank_figure holds the new promise)
    Break("bust10k.nothing_at_stake", "a first roll's bust says no points lost",
          "game/views/farkle_story.py",
          '    total = ValueLine(place.tr("farkle.story.total"), format_int(running), theme.GOLD)',
          '    total = ValueLine(place.tr("farkle.ledger.lost" if flow.bust_shown else '
          '"farkle.story.total"), format_int(running), theme.GOLD)',
          "tests/test_farkle_bust_nothing_at_stake.py::test_a_first_roll_bust_has_no_lost_"
          "points_line"),
    # (re-aimed round 79, fixC: since S64 1. the mat and its line fold with no dice on it,
    # so a bust's guard in farkle_views is a second lock; the fold is the one that holds)
    Break("bust10k.stamp_is_the_mat", "no empty mat nor 'Selecție: —' is left under the "
          "bust's stamp (S64 1.)", "game/scenes/farkle_table.py",
          "self.mat_presence.update(dt, mat_wanted(self), self.factor, tray_named(self))",
          "self.mat_presence.update(dt, True, self.factor, tray_named(self))",
          "tests/test_farkle_bust_regions.py::test_a_bust_is_said_by_the_stamp_alone_and_the_"
          "regions_stay"),
    # (last10k.ribbon_whole retired in round 50: the last round's ribbon, its entrance with it,
    # is deleted; hL50 made the last round one beat, said by the goal's banner)
    Break("bust10k.stamp_one_line", "the bust's stamp is its own words (hB40: its title and "
          "why, nothing else)", "game/flow/farkle_beats.py",
          '            return self.tr("farkle.bust.why")\n',  # (round 80: its own method)
          "            return 'Tură pierdută'\n",
          _ONCE + "test_a_first_roll_bust_is_the_stamps_one_line_and_nothing_else_says_it"),
    Break("bust10k.no_still_after_end", "after the final bust nobody is said still to play",
          "game/views/farkle_views.py",
          '    return lines, notes, ""',
          '    if game.last_round_by is not None:\n'
          '        notes.append((flow.still_to_play(), theme.CREAM))\n'
          '    return lines, notes, ""',
          _ONCE + "test_after_the_last_players_final_bust_the_panel_names_nobody_still_to_"
          "play"),
    # last10k.ribbon_short, ribbon_count and entrance_line (the "Ultima tură!" ribbon brief,
    # counting who still plays on its line) retired by hL50: no ribbon follows the goal any
    # more (critic B41: "Obiectiv atins!" then "Ultima tură!" said one thing twice); the
    # goal's banner line says who still plays: farkle7.goal_line_last_round, one_player_named
    Break("last10k.steady_pill", "after the goal the last round is said once, by its "
          "strip (hF28: no more the Tura panel's pill beside it)",
          "game/views/farkle_views.py", '    return lines, notes, ""',
          '    return lines, notes, tr("farkle.last_round") if flow.last_round_badge() else ""',
          # (hL50: re-pointed to the plate test rewritten: the goal's banner, then the strip)
          "tests/test_farkle_last_round_plate.py::test_the_last_round_enters_with_the_goal_"
          "said_once_then_stays_as_a_strip"),
    # (tags10k.one_size retired by hF61: the seven-seat list that squeezed its pills under
    # TAG_LEAST at 1920 is a dense list now, one line a player, its statuses marks said on a
    # legend line (breaks farkle10.dense_*); no list with pills squeezes them that far)
    # (tags10k.room_for_tags retired by hF31, round 31: a long name no longer yields its
    # tags their room on the line; where it would be cut, the list says its statuses as marks
    # in the rows' marker column, every name whole: farkle5.names_whole_marks)
    Break("flight10k.clear_of_row", "a small bank's points never cross the dice row",
          "game/views/farkle_flight.py",
          # (round 76, hA77: the coins' way, the line's words re-aimed)
          "(start[0] + fan, start[1]), (lane, end[1]), 1 - (1 - climb) ** 3)",
          "(start[0] + fan, start[1]), (start[0], end[1]), 1 - (1 - climb) ** 3)",
          _FLIGHT + "test_the_banked_points_never_cross_the_dice_rows_slots"),
    Break("coach10k.set_aside_after_bank", "banking under the set-aside card does not crash",
          "game/views/coach_farkle.py",
          'mark == "farkle.set_aside" and roll is not None:', 'mark == "farkle.set_aside":',
          _FLIGHT + "test_banking_while_the_set_aside_card_shows_does_not_crash"),
    Break("bust10k.zero_struck", "a zero-point bust's 0 is drawn lost, never a live gold",
          "game/widgets/farkle_ledger.py",
          "_draw_ledger_total(surface, rect, scale, total, lost, chosen, lost_drop)  # (0 struck)",
          "_draw_ledger_total(surface, rect, scale, total, False, chosen, lost_drop)  # (0 struck)",
          # (round 81, hF108, S100 1.: the drop's share passed on too)
          # (re-aimed round 74, hF86: the total takes the lost total's motion too; round 78,
          # hF93, S47: the motion retired, struck and still in its place)
          # (round 78, hF96, S55: a 0 lost, never struck)
          _ONCE + "test_a_zero_point_bust_shows_its_0_lost_never_gold"),
    # (coach10k.bank_over_total retired by hC31: the bank's card stands over the mat, far
    # above the key-hint bar, at every size; the search's order above the bar no longer
    # decides its place; the bar said: test_the_bank_card_keeps_the_key_hint_bar)
    # (coach10k.mat_holds_cards retired by hC10: a die's card never lies on the mat any more,
    # so the mat's height no longer holds the promise; coach.die_card_off_the_tray and
    # coach.far_die_bends_off_the_tray in tools/breaks_stage.py hold "never on the tray")
    Break("names10k.tag_below", "a name keeps its size and stays whole beside a tag",
          "game/widgets/farkle_panels.py",
          "below = bool(tags) and under\n",  # (hF71: re-aimed, as tags10k.steady)
          "below = False and under\n",
          "tests/test_farkle_names_one_size.py::test_names_keep_one_size_and_stay_whole_beside_"
          "tags"),
    Break("ledger10k.selection_once", "the selection on the mat is not repeated in the ledger",
          "game/views/farkle_story.py",  # (re-pointed by hF30: ledger_groups; by hF40: the
          # selection is the pending row and counted in the total, never also a group; by
          # hF95, round 78: the total is the flow's turn_figure_seen, S53)
          "    return tuple(game.set_aside), flow.turn_figure_seen()  # (as its dice land: S53)\n",
          "    return (*game.set_aside, SetAside(game.selection, game.turn_total)), "
          "flow.turn_figure_seen()\n",
          "tests/test_farkle_ledger_once.py::test_the_selection_on_the_mat_is_never_repeated_in_"
          "the_ledger"),
    Break("notes10k.steady", "a person's turn notes stay from the first throw to the bank",
          "game/views/farkle_views.py",
          # (re-pointed round 76, hL76: the note's kind is the flow's, farkle_note)
          "    elif kind == \"to_go\":\n        # A turn keeps",
          "    elif kind == \"to_go\" and game.roll_dice is None:\n        # A turn keeps",
          "tests/test_farkle_plain_table.py::test_a_persons_turn_notes_stay_from_the_first_"
          "throw_to_the_bank"),
    Break("bust10k.stamp_on_the_mat", "the bust's stamp is never wider than the mat",
          "game/views/farkle_views.py",
          # (round 63, hF63: re-pointed, the stamp lies over its dice now, not on the mat)
          # (round 66, hL67: re-pointed, the stamp's width is named before it is placed)
          "width = stamp_width(place, said.text)",
          "width = place.center.w",
          # (hK60: re-pointed: the stamp narrows itself to its title, which fits every mat,
          # so only a title too long for the mat reaches the bound)
          "tests/test_farkle_stamp_room.py::test_a_title_too_long_for_the_mat_keeps_the_stamp_"
          "on_the_mat"),
    # (round 63, hF63: re-pointed: the stamp hangs from its dice now, the mat's frame under
    # it the nearer bound, so the buttons' clearance is held by the mat's; its test the
    # tray's "double frame")
    Break("bust10k.stamp_clear_of_buttons", "the bust's stamp keeps clear felt over the "
          "buttons (since round 80 it lies under its dice in every round: ruling S87 2.)",
          "game/views/farkle_views.py",
          # (re-aimed round 80, hF104, S87 2.: under its dice, the felt over the buttons)
          # (re-aimed round 81, hF106, S95 1.: centred on the tray, the buttons' air its foot)
          "        foot = buttons - place.px(24)  # (the buttons' air) never peeking out round "
          "it)\n",
          "        foot = buttons + place.px(40)  # (the buttons' air) never peeking out round "
          "it)\n",
          # (re-aimed round 79, hF98, ruling S65: the plate in the title's row, under the rim)
          # (re-aimed round 78, hF93, ruling S47: one plate, under the title's row)
          # (re-aimed round 74, hF86: the stamp lies over the bare mat down to the felt over
          # the buttons; a short room's stamp keeps that felt, set tight)
          # (re-aimed round 81, hF106: the plate's foot held by the buttons' air, S95 1.)
          "tests/test_farkle_stamp_room.py::test_the_stamp_lies_on_the_mat_clear_of_the_buttons"),
    Break("bust10k.stamp_with_outlines", "the stamp comes down with the red outlines",
          "game/views/moments.py", "BUST_WAIT = 0.0", "BUST_WAIT = 0.25",
          "tests/test_farkle_banner_looks.py::test_the_bust_stamp_comes_down_with_the_red_"
          "outlines_and_shakes"),
    # (goal10k.bank_line and goal10k.stage_caption retired by hB28: the bank that reaches
    # the goal has its own headline, "Obiectiv atins!" (ladder.goal_headline), said once,
    # so neither its line nor a bank stage's caption says it again)
    Break("stage.lift_redraws", "the prompt is back as a stage lifts off the table",
          "game/scenes/stage.py", "            self._table_redrawn()  # (its prompt",
          "            pass  # (its prompt",
          "tests/test_farkle_stage_lift_prompt.py::test_the_prompt_is_back_as_the_bank_stage_"
          "lifts"),
    # (ledger10k.empty_one_line retired by hC28: the dice' cards that needed the room right
    # under the empty ledger's box sit above their die now; the bank's and hot dice' cards
    # lie lower in the ledger's middle, whatever the box's height)
    Break("computer10k.reason_with_total", "the computer's reason waits for its kept dice",
          "game/views/farkle_remark.py",  # (re-pointed by hF40: its aim speaks meanwhile;
          # by hF82, round 73: the remark's own module)
          "not flow.hot_dice_coming and plan_on_the_mat(game) and not flow.dice.gliding:",
          "not flow.hot_dice_coming and True and not flow.dice.gliding:",  # (hQ82: S39)
          "tests/test_farkle_plain_table.py::test_the_computers_reasoning_is_"
          "said_once_its_kept_dice_make_the_total"),
    Break("stage.caption_plate_drawn", "a stage caption stands on its evenly padded plate",
          "game/views/stage_words.py",
          "layer = pygame.Surface(caption_plate(picture.caption, size, picture.scale),",
          "layer = pygame.Surface((tall * 2 + 4 * pad, tall + pad),",
          _CAPTION + "test_the_jokers_caption_is_drawn_on_that_plate"),
    # (hot10k.bank_said_once retired by hF30: its promise was reversed, the bank button
    # says the points the player holds under the hot dice' stage too: farkle5.hot_bank_says)
    Break("turn10k.leader_foot", "the turn panel says who leads (its title row at every size "
          "since round 41)", "game/views/farkle_views.py",
          # (hF41: re-pointed from the foot, which no size shows since round 41)
          "    elif foot and lead:  # no room for the foot",
          "    elif False:  # no room for the foot",
          "tests/test_farkle_turn_leader.py::test_the_turn_panel_foot_says_the_leader_and_the_"
          "lead"),
    Break("ledger10k.empty_box", "the empty ledger's one line stands in a small box of its own",
          "game/widgets/farkle_ledger.py",
          '    layout_record.panel(surface, box, "ledger_empty")',
          '    layout_record.panel(surface, rect, "ledger_empty")',
          "tests/test_farkle_ledger_empty_box.py::test_the_empty_ledgers_line_stands_in_its_own_"
          "small_box"),
    Break("results.two_share_the_podium", "two players' steps share the podium's width",
          "game/widgets/podium_layout.py",
          "    column = step_width(rect.w, scale, min(3, len(rows)))",
          "    column = step_width(rect.w, scale)",
          "tests/test_results_two_players.py::test_two_players_fill_the_podium_with_roomy_"
          "figures"),
    # (hM31: retired help10k.example_dice_large and help10k.example_cards: the 10 000 "?"
    # became numbered tiles, its worked examples and scoring grid left it;
    # tests/test_farkle_help_tiles.py holds the tiles' promises)
    Break("results.two_roomy_rows", "two players' figures stand in roomy rows",
          # since hR29 the figures are icon rows spaced by STAT_GAP (the text lines' lead
          # spaces lines two players no longer have): the break packs the rows
          "game/widgets/podium_figures.py", "STAT_GAP = 10\n", "STAT_GAP = 0\n",
          "tests/test_results_two_players.py::test_two_players_fill_the_podium_with_roomy_"
          "figures"),
    Break("hotbank10k.turn_waits", "a big bank keeps the banker's turn until its stage played",
          "game/flow/farkle_flow.py",
          "        self.frozen = self.banked_view\n        if kind is not None:",
          "        if not staged:\n            self.frozen = self.banked_view\n"
          "        if kind is not None:",
          _HOTBANK + "test_a_bank_during_hot_dice_passes_the_turn_once_and_leaves_nothing"),
    Break("hotbank10k.words_leave", "the hot dice words leave with the banker's turn",
          "game/flow/farkle_beats.py",
          'self.voice.withdraw("farkle.hot_dice")  # the old turn\'s words leave with it',
          "pass",
          _HOTBANK + "test_the_table_frames_after_a_bank_under_the_hot_stage_name_one_owner"),
    Break("rows10k.first_row", "the Tura panel's first row stands at every beat, for everyone",
          "game/views/farkle_views.py",
          # (round 66: re-pointed; the first row is air for everyone, the computer's too;
          # re-pointed at the merge to hK63's explicit flag)
          "    return len(notes) == 1\n",
          "    return not flow.game.players[flow.shown_player].is_computer and len(notes) == 1\n",
          _ROWS + "test_the_first_note_row_stays_at_every_beat_then_says_the_score_to_beat"),
    Break("rows10k.leader_waits", "the lead never runs ahead of the players list",
          "game/flow/farkle_reading.py",
          "        totals = self.settled_totals()  # (while the list counts, the lead keeps",
          "        totals = list(self.game.totals)  # (while the list counts, the lead keeps",
          # (hF41: re-pointed, the lead's own hold under it was dead code, removed)
          _ROWS + "test_the_leader_row_waits_for_the_count_up"),
    # last10k.ribbon_interrupts ("Aruncă" lit under the ribbon) and last10k.ribbon_skips (a
    # press under it ends it and acts), hF22's, retired by hB31: the promise was reversed
    # (critic round 31 §5: the table is held under the ribbon, its buttons unlit; a press
    # only ends it): breaks_ladder2's ribbon_holds_buttons, ribbon_press_only_ends
    # (last10k.ribbon_brief retired by hL50: no ribbon follows the goal any more, critic B41)
    Break("next10k.beckon", "the dice that can be set aside are pointed out until one is chosen",
          "game/flow/farkle_reading.py", "        return selectable(roll)",
          "        return frozenset()",
          _NEXT_ACTION + "test_the_scoring_dice_beckon_until_the_first_is_chosen"),
    # (next10k.undo_when_it_can retired round 82 by hF111: ruling S108 3. reversed its
    # promise, "Anulează" is drawn only while usable; its "bug" is now the rule)
    # (next10k.undo_greyed retired round 82 by hF111: ruling S108 3., "Anulează" is not
    # drawn while nothing can be undone, so its idle look is never seen)
    Break("last10k.turn_named", "'La rând: …' names the turn once the goal's banner has "
          "passed it (hF28: one voice)",
          "game/flow/farkle_flow.py",
          "        if passing and self.big_announcement() is None:",
          # (hL50: re-pointed: no ribbon to wait for, the last round's turn named at all)
          "        if passing and self.big_announcement() is None and not self.game."
          "in_last_round:",
          "tests/test_farkle_last_round_turn_named.py::test_the_turns_pill_names_the_turn_once_"
          "the_goal_has_passed_it"),
    Break("bank10k.computer_one_voice", "the computer's bank names the banker only while "
          "its figure flies", "game/flow/farkle_reading.py",
          '        key = "farkle.banking"  # the goal',
          "        if self.game.players[view.player].is_computer and self.voice.announcement:\n"
          "            return self.voice.announcement\n"
          '        key = "farkle.banking"  # the goal',
          "tests/test_farkle_computer_bank_one_voice.py::test_the_computers_bank_names_the_"
          "banker_while_its_figure_flies"),
    Break("fly10k.clear_of_figures", "a small bank's '+N' keeps a clear gap from the side "
          "panels' figures", "game/views/farkle_flight.py",
          "    return place.players_rect.right - place.px(22)",
          "    return place.players_rect.right - place.px(60)",
          "tests/test_farkle_flight_clear_of_figures.py::test_the_small_banks_figure_keeps_"
          "clear_and_lands_on_the_total"),
    Break("fly10k.lands_on_total", "a small bank's '+N' lands on the total it adds to",
          "game/views/farkle_flight.py",
          "        slide = min(1.0, t / 0.5)", "        slide = t * 0.5",
          "tests/test_farkle_flight_clear_of_figures.py::test_the_small_banks_figure_keeps_"
          "clear_and_lands_on_the_total"),
    Break("band10k.one_line", "the line under 'Anulează' is one line tall: no dead band",
          "game/scenes/farkle_layout.py",
          "                 + self.font_px(theme.FONT_SMALL))",
          "                 + 2 * self.font_px(theme.FONT_SMALL))",
          "tests/test_farkle_no_dead_band.py::test_no_empty_band_under_the_buttons"),
    Break("band10k.short_hint", "a hint too long for its one line is said in its short form",
          "game/views/farkle_views.py",
          "        text = hint_sentence(place.tr, hint, short=True)",
          "        pass",
          "tests/test_farkle_no_dead_band.py::test_the_longest_hint_reads_on_one_line"),
    Break("fly10k.bold", "a small bank's flight stays bold (>= 28 px at 1920)",
          "game/views/farkle_flight.py",  # (round 76, hA77: its coins, no longer a figure)
          "    radius, rim = place.px(theme_table.FARKLE_FLY_COIN), max(1, place.px(2))",
          "    radius, rim = place.px(theme_table.FARKLE_FLY_COIN) // 2, max(1, place.px(2))",
          "tests/test_farkle_flight_bold.py::test_the_banked_figure_is_bold_and_drops_into_the_"
          "total"),
    Break("fly10k.drops_in", "a small bank's figure drops into the player's total",
          "game/views/farkle_flight.py",
          # (round 76, hA77: each coin's, the line's words re-aimed)
          "        coins.append((end[0], y, round(alpha * slide), 1.0))",
          # (round 75, hF88: it dissolves into the total)
          "        coins.append((lane, y, round(alpha * slide), 1.0))",
          "tests/test_farkle_flight_bold.py::test_the_banked_figure_is_bold_and_drops_into_the_"
          "total"),
    Break("pass10k.entrance_alone", "the computer's entrance names it alone (no headline "
          "beside it)", "game/flow/farkle_reading.py",
          # (re-aimed round 81, hF107, S96 5.: the pill stands on; its entrance timed)
          "            if self.banner_entering():  # its entrance names it, once: the "
          "line waits\n                return None\n", "",
          _SAID_ONCE + "test_the_computers_turn_passing_is_said_once_by_the_entrance"),
    Break("pass10k.no_first_caption", "no caption names the computer right after its entrance",
          "game/flow/farkle_flow.py",
          "            self.roll()  # no caption: its entrance has just named it (the pass said "
          "once)\n",
          "            self.roll()  # no caption: its entrance has just named it (the pass said "
          "once)\n            self.voice.announce(\"farkle.ai.rolls\", "
          "self.tr(\"farkle.ai.rolls\"))\n",
          _SAID_ONCE + "test_the_computers_turn_passing_is_said_once_by_the_entrance"),
    Break("pass10k.captions_said", "the computer's throw captions are ones the flow says",
          "game/flow/farkle_port.py", 'COMPUTER_THROW_CAPTIONS = ("farkle.ai.rolls",)',
          'COMPUTER_THROW_CAPTIONS = ("farkle.ai.rolls_first", "farkle.ai.rolls")',
          "tests/test_farkle_captions_used.py::test_every_computer_throw_caption_is_one_the_"
          "flow_says"),
    Break("pass10k.entrance_moves", "La rând enters: the name settles, the pill opens",
          "game/views/farkle_turn_band.py", "    progress, name_scale = flow.entrance_look()\n",
          "    progress, name_scale = 1.0, 1.0\n",
          "tests/test_farkle_turn_entrance.py::test_the_turn_banner_enters_the_name_settles_and_"
          "the_pill_opens_in_half_a_second"),
    Break("pass10k.entrance_skipped", "a click or a key ends La rând's entrance at once",
          "game/scenes/farkle_table_input.py",  # (hF71: the input split off the scene)
          "            carded = self.flow.skip_entrance()  # \"La rând: …\" at rest at once",
          "            carded = False  # \"La rând: …\" at rest at once",  # (hQ82: S39)
          "tests/test_farkle_turn_entrance.py::test_a_click_ends_the_entrance_at_once_and_the_"
          "buttons_stay_live"),
    Break("row10k.wide_bank", "the bank's long words are as large as its neighbours'",
          "game/scenes/farkle_layout.py",  # (round 77, hF90: one pair, S26)
          "        for button, bw in ((self.roll_button, pair), (self.bank_button, pair),\n",
          "        for button, bw in ((self.roll_button, pair), (self.bank_button, pair * 4 "
          "// 5),\n",
          "tests/test_farkle_bank_label_size.py::test_the_winning_bank_and_a_long_bank_read_as_"
          "large_as_their_neighbours"),
    Break("win10k.one_climax", "the winning bank's one climax is the win (no bank stage first)",
          "game/flow/farkle_flow.py",
          "        winning = event.game_over and len(self.game.players) > 1\n",
          "        winning = False\n",  # (re-aimed round 74, hF87: the winning bank's beat)
          "tests/test_farkle_win_one_climax.py::test_the_winning_bank_plays_the_win_alone_then_"
          "the_results"),
    # win10k.says_bank retired in round 66 (hL67): critics B65/C62 read the winning bank's
    # points before the total as a run-on; the win says its total alone
    # (tests/test_farkle_win_one_subline.py, stage7.win_one_sub_line)
    Break("bank10k.primary_at_goal", "banking that reaches the goal is the primary button",
          "game/scenes/farkle_table.py",
          "        bank_next = self.bank_button.enabled and farkle_primary(",
          "        bank_next = False and farkle_primary(",
          "tests/test_farkle_bank_wins_primary.py::test_the_table_lights_the_bank_as_its_primary_"
          "button"),
    Break("bank10k.says_wins", "the bank that wins the game says 'Încasează și câștigă'",
          "game/flow/farkle_reading.py",
          "        if lit and self.game.can_bank and self.bank_wins():\n"
          "            return self.tr(\"farkle.bank_wins\")\n", "",
          "tests/test_farkle_bank_wins_primary.py::test_the_last_players_winning_bank_says_it_"
          "wins"),
    Break("undo10k.counts_back", "an undone bank counts back out of the banker's total",
          "game/flow/farkle_reading.py",  # (re-aimed by hF79, round 72: the flow's row_totals)
          "        if back.active and back.player is not None:",
          "        if False:",
          "tests/test_farkle_undo_motion.py::test_the_undone_bank_counts_back_out_of_the_total"),
    Break("undo10k.last_chosen_back", "an undo while dice are chosen puts the last chosen "
          "die back (never 'Nimic de anulat' over a choice)", "game/flow/farkle_flow.py",
          "        if self.game.selected and not self.computer_turn and self.tray_live:",
          "        if False:",
          "tests/test_farkle_undo_motion.py::test_an_undo_with_dice_chosen_puts_the_last_"
          "chosen_die_back"),
    Break("undo10k.last_chosen_order", "the die an undo puts back is the last one chosen",
          "game/flow/farkle_flow.py",
          "            self.toggle(chosen[-1] if chosen else max(self.game.selected))",
          "            self.toggle(min(self.game.selected))",
          "tests/test_farkle_undo_motion.py::test_an_undo_with_dice_chosen_puts_the_last_"
          "chosen_die_back"),
    Break("undo10k.dice_return", "an undo's dice come back over a short motion, no jump",
          "game/views/farkle_tray.py",  # (re-pointed round 78 by hF94, S48: they glide back)
          "            tray.move_to(i, target, glide)",
          "            tray.move_to(i, target, 0)",
          "tests/test_farkle_undo_glides_hf94.py::test_an_undone_banks_dice_glide_back_to_their_"
          "places"),
    Break("room10k.no_dead_band", "the middle column uses its height: no bare band under "
          "the buttons' line", "game/scenes/farkle_layout.py",
          "        spare = max(0, bottom - self.px(8) - below)", "        spare = 0",
          "tests/test_farkle_no_dead_band.py::test_no_empty_band_under_the_buttons"),
    Break("bank10k.one_figure", "a bank's figure is said once: the line names the banker only",
          "game/flow/farkle_reading.py",
          '                       self.tr(key, name=self.player_label(view.player)), Tone.GOOD)',
          '                       self.tr("farkle.banked", name=self.player_label(view.player),\n'
          '                               points=format_int(view.turn_points)), Tone.GOOD)',
          "tests/test_farkle_bank_one_figure.py::test_a_small_banks_figure_is_big_and_said_once"),
    # (bank10k.figure_big retired round 76 by hA77: a small bank's "+N" no longer stands on
    # the mat, its figure the Tura panel's row's, coins flying, ruling S14; fly10k.bold holds
    # the coins' size and ha76.row_says_the_flying_figure the figure said once)
    Break("bust10k.felt_dims", "a bust dims the table around its dice and lost points",
          "game/scenes/farkle_table.py",
          "        if self.flow.bust_shown and self.on_stage is None:  # a felt moment",
          "        if False:  # a felt moment",
          "tests/test_farkle_bust_felt.py::test_the_table_dims_around_the_bust_and_its_dice_"
          "stay_lit"),
    Break("bust10k.short", "a bust holds about 1.4 s, then the turn passes",
          "game/theme.py", "FARKLE_BUST_HOLD = 1.4", "FARKLE_BUST_HOLD = 1.8",
          "tests/test_farkle_bust_felt.py::test_a_bust_holds_about_a_second_and_a_half_then_"
          "the_turn_passes"),
    Break("hot10k.heat", "hot dice glow with heat under their banner",
          "game/views/stage_banner.py",
          '        if heat > 0 and picture.kind == "hot_dice":', "        if False:",
          "tests/test_farkle_hot_own_look.py::test_the_hot_dice_glow_with_heat_under_their_banner"),
    Break("hot10k.gilt", "hot dice' word is gold, not a bank's amber",
          "game/views/stage_paint.py", 'GILT_BOTTOM: Colour = (238, 200, 36)',
          'GILT_BOTTOM: Colour = (246, 166, 38)',
          "tests/test_farkle_hot_own_look.py::test_the_hot_word_is_gold_not_the_banks_amber"),
    # win10k.others retired in round 66 (hL67): critics B65/C62 read the others' scores after
    # the winner's as a run-on; the win says its total alone, the results the standing
    # (tests/test_farkle_win_one_subline.py, held by stage7.win_one_sub_line)
)
"""The 10 000 table's planted bugs, with the promise each breaks and the test that holds it."""
