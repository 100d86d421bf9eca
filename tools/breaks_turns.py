"""The planted bugs of the turn passing on both tables (:mod:`game.flow.turn_handoff`,
:mod:`game.views.turn_handoff` and their hooks in the tables' flows and scenes), in a module
of their own beside :mod:`tools.breaks`: each a realistic one-line bug and the test that holds
the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

_T = "tests/test_turn_handoff.py::"
_YF = "game/flow/yams_flow.py"
_FF = "game/flow/farkle_flow.py"
_P = "tests/test_turn_handoff_frames.py::"

TURN_BREAKS: tuple[Break, ...] = (
    Break("turns.handoff_plays", "as the old dice have left, the band names the next player",
          _YF, "        if self.handoff.begin_if(not self.band_waits and self.resting <= 0\n",
          "        if self.handoff.begin_if(False and not self.band_waits and self.resting <= 0\n",
          _T + "test_yams_it_starts_as_the_old_dice_have_left_and_waits_for_no_stage_left"),
    # (turns.handoff_after_stage retired: since hY29 the Yams turn is not even due while the
    # scored player's moment plays and rests (yams_flow.held_turn, planted by
    # yams4.turn_waits_lit / turn_waits_shown), so the hand-off's own begin_if guard that it
    # broke is a second lock no frame can show open; the test still runs)
    Break("turns.handoff_speed", "the passing follows the animation speed",
          "game/flow/turn_handoff.py",
          "        self._seconds, self._age = self._normal / max(0.1, factor), 0.0",
          "        self._seconds, self._age = self._normal, 0.0",
          _T + "test_the_clock_lasts_its_time_scaled_and_none_when_animations_are_off"),
    Break("turns.handoff_off", "no passing when animations are off",
          "game/flow/turn_handoff.py", "        if factor <= 0:", "        if factor < 0:",
          _T + "test_the_clock_lasts_its_time_scaled_and_none_when_animations_are_off"),
    Break("turns.yams_computer_waits", "the computer's first throw waits for the passing",
          _YF, "            if self.settled and not (self.handoff.active or self.handoff.pending):",
          "            if self.settled:",
          _T + "test_yams_the_computers_first_throw_and_the_messages_wait_for_it"),
    Break("turns.yams_messages_wait", "the messages' clock stops while the turn passes",
          _YF, "        if not self.handoff.active:  # the messages wait while the turn passes",
          "        if True:  # the messages wait while the turn passes",
          _T + "test_yams_the_computers_first_throw_and_the_messages_wait_for_it"),
    Break("turns.farkle_computer_waits", "the computer's first throw at 10 000 waits for the "
          "passing", _FF, "                and self.frozen is None and not (self.handoff.active or "
          "self.handoff.pending)):",  # (round 77, hF90: the hot dice' six's wait beside it)
          "                and self.frozen is None and True):",
          _T + "test_farkle_the_computers_first_throw_waits_for_it"),
    Break("turns.yams_key_skips", "a key ends the Yams passing at once",
          "game/scenes/yams_table.py",
          "            self.flow.handoff.skip()  # and its passing: the press still acts",
          "            pass  # and its passing: the press still acts",
          _T + "test_yams_a_key_or_a_click_ends_it_and_a_click_on_arunca_throws"),
    Break("turns.farkle_skips", "a click or a key ends the 10 000 passing at once",
          _FF, "        self.entrance.skip(self.passes)\n        self.handoff.skip()\n",
          "        self.entrance.skip(self.passes)\n",
          _T + "test_farkle_a_click_or_a_key_ends_it_at_once"),
    Break("turns.yams_press_in_leaving_waives", "a press as the old dice leave moves the table "
          "on: no passing after it", "game/scenes/yams_table.py",
          "                self.flow.handoff.waive()  # and the turn has passed: no moment",
          "                pass  # and the turn has passed: no moment",
          _T + "test_yams_a_key_while_the_old_dice_leave_moves_the_table_on_at_once"),
    # turns.yams_pill_with_band retired (hY51): "the next player's pill comes as the band has
    # gone, not with it" was reversed by critic C41 (the pill's hole under the round read as
    # the pill lost): the Yams pill now stays while the band plays (yams9.pill_with_the_band)
    Break("turns.one_voice", "the pill is hidden exactly while the band shows: never both "
          "names at once as the band settles", "game/flow/turn_handoff.py",
          "as it has gone).\"\"\"\n        return self.pending or self.active\n",
          "as it has gone).\"\"\"\n        return self.pending or (self.active and "
          "self.share < SETTLE)\n",
          _T + "test_farkle_the_band_then_the_pill_one_voice_whole_words"),
    # (turns.settle_straight_into_pill retired round 67 (hY73): "the band settles straight
    # into the pill over the computer's line" was the Yams table's promise, reversed by
    # critic C66 (the pill vanished under the band): the Yams band fades where it lies,
    # yams20.band_fades_where_it_lies; the 10 000 ribbon's landing is
    # turns.band_ends_on_pill_farkle's)
    # (turns.band_words_whole retired round 80 by hY118: ruling S76 made the Yams passing
    # the 10 000's seat card; the band of game/views/turn_handoff.py is no table's any more, its
    # drawing kept for its own unit tests; the card's promises are the 10 000's breaks')
    # (turns.band_big retired round 80 by hY118: ruling S76 made the Yams passing
    # the 10 000's seat card; the band of game/views/turn_handoff.py is no table's any more, its
    # drawing kept for its own unit tests; the card's promises are the 10 000's breaks')
    Break("turns.band_fits", "a long name is never cut by the band at 1024×600",
          "game/views/turn_handoff.py",
          "    room = felt.w - 2 * theme.px(MARGIN_X, scale) - token - theme.px(16, scale)",
          "    room = felt.w * 2",
          _T + "test_the_longest_name_fits_the_band_at_1024x600"),
    Break("turns.band_off_buttons", "the band lies where the dice were, never on a button",
          "game/scenes/yams_table_draw.py",
          # (re-aimed round 80, hY118, S76: the seat card's lane)
          "                            card_lane(self.rack_place().union(self.held_band),\n",
          "                            card_lane(self.standings.area,\n",
          _T + "test_yams_nothing_of_the_next_turn_before_the_band_and_the_band_keeps_its_room"),
    Break("turns.farkle_prompt_waits", "no 10 000 prompt under the passing's band",
          "game/flow/farkle_reading.py",
          "        if self.handoff.active:  # the turn's passing first, whole",
          "        if False:",
          _T + "test_farkle_a_click_or_a_key_ends_it_at_once"),
    # (turns.farkle_ribbon_is_the_moment retired by hL50: no ribbon follows the goal any
    # more, critic B41; the turn passes after the goal's banner as after any bank)
    # (turns.settling_band_drawn retired round 80 by hY118: ruling S76 made the Yams passing
    # the 10 000's seat card; the band of game/views/turn_handoff.py is no table's any more, its
    # drawing kept for its own unit tests; the card's promises are the 10 000's breaks')
    Break("turns.bank_counts_before_band", "at 10 000 the bank's count and the leader line "
          "finish before the band (never under it)", "game/flow/farkle_beats.py",
          # (re-pointed by hF30: bank_told itself waits for the count, a staged bank's too)
          "        if self.counting_up:",  # (re-aimed round 74, hF87)
          "        if self.counting_up and self.game.finished:",
          _P + "test_farkle_the_bank_counts_up_and_the_leader_settles_before_the_band_briefly"),
    Break("turns.band_solid_from_first_frame", "the band is solid in the seat's deep colour "
          "from its first frame (never an alpha-faded pastel fill)",
          "game/views/turn_handoff.py",
          "    pygame.draw.rect(layer, (*colour, 255), full, border_radius=radius)",
          "    pygame.draw.rect(layer, (*colour, round(255 * min(1.0, 0.4 + handoff.sweep))), "
          "full,\n                     border_radius=radius)",
          _P + "test_the_band_is_solid_deep_seat_colour_with_light_words_every_frame"),
    Break("turns.band_words_light", "the band's words are light on its deep fill",
          "game/views/turn_handoff.py", "WORDS = theme.CREAM\n", "WORDS = theme.INK\n",
          _P + "test_the_band_is_solid_deep_seat_colour_with_light_words_every_frame"),
    Break("turns.band_ends_on_pill_farkle", "at 10 000 the band ends exactly where the pill "
          "appears", "game/views/turn_handoff.py",
          # (round 64, hL64: re-pointed at its width: the quiet ribbon now opens at the pill's
          # own height, so a plant on its height's way moved nothing)
          "    settled = pygame.Rect(0, 0, max(1, round(rect.w + (pill.w - rect.w) * s)),",
          "    settled = pygame.Rect(0, 0, max(1, round(rect.w + (pill.w - rect.w) * s * 0.8)),",
          _P + "test_farkle_the_band_ends_where_the_pill_appears_in_its_fill"),
    Break("turns.pill_joins_band_yams", "the Yams pill begins in the band's solid fill, then "
          "cross-fades to its own", "game/views/yams_turn_entrance.py",
          "    return max(0.0, 1 - max(0.0, progress) / JOIN)",
          "    return 0.0",
          # (re-pointed round 67: the pill stands in the band's fill while it fades, C66)
          _P + "test_yams_the_band_fades_on_its_row_the_pill_standing_in_its_fill"),
    Break("turns.pill_joins_band_farkle", "the 10 000 pill begins in the band's solid fill",
          "game/views/farkle_turn_entrance.py",
          "    solid = joined(p)  # the band it was",
          "    solid = 0.0  # the band it was",
          _P + "test_farkle_the_band_ends_where_the_pill_appears_in_its_fill"),
    Break("turns.press_counts_bank_at_once", "a press during a bank's count counts it at once "
          "and the turn passes (a fast table never waits)", _FF,
          "        if self.counting_up:  # and a total still counting up is counted",
          "        if False:  # and a total still counting up is counted",
          _P + "test_farkle_a_press_during_the_count_passes_the_turn_at_once"),
    Break("turns.leader_settles_with_count", "at 10 000 the leader line has its last word as "
          "the bank's count ends, before the band", "game/flow/farkle_reading.py",
          # (hB31: the row's count moved to row_left, which the words read)
          "left += 10 * round(self.counting * max(0.0, glow) ** 2 / 10)",
          "left += self.counting",
          _P + "test_farkle_the_bank_counts_up_and_the_leader_settles_before_the_band_briefly"),
)
"""Every planted bug of the turn passing."""
