"""Planted bugs of the Yams table's tray, countdown and resting beat, and the Penta's way home:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COUNT = "tests/test_yams_countdown_place.py::test_the_countdown_"

YAMS4_BREAKS: tuple[Break, ...] = (
    # (yams4.waiting_dice_blank and yams4.waiting_dice_last_throw retired by hY31: critic Y30
    # §1 reversed their promise, the waiting dice's pips and resting faces read as old dice;
    # the dice are now unmarked: yams5.waiting_dice_unmarked)
    Break("yams4.countdown_names_box", "the countdown says what happens at 0: the box it "
          "will fill, named by the flow", "game/flow/yams_reading.py",
          'return self.tr("yams.countdown_line", box=self.tr(marked.key))',
          'return self.tr("yams.countdown_line", box="")', _COUNT + "names_the_box_it_will_fill"),
    # (re-pointed by hY60: under a sacrifice the countdown is now the quieter second line,
    # critic C51; its one place still holds, in the rewritten test)
    Break('yams4.countdown_one_place', "the countdown keeps one place under a "
          "sacrifice's note",
          # (re-aimed by hY82: under a note the countdown is the pill's second line (S10);
          # by hY92: the note's look moved to yams_notes, one look on the stage's tail too)
          'game/views/yams_notes.py',
          '    detail = countdown if countdown is not None else (note.detail[0] if note.detail'
          ' else "")',
          '    detail = note.detail[0] if note.detail else (countdown or "")',
          "tests/test_yams_countdown_place.py::test_under_a_sacrifice_the_countdown_is_the_"
          "quieter_second_line"),
    Break("yams4.stage_rest", "a moment's points stay seen in their box a beat before the "
          "turn passes", "game/flow/yams_flow.py",
          # (hK40: re-pointed from the handoff's gate `self.resting <= 0`, redundant since
          # affb9646 made held_turn hold the turn through the rest: the beat itself now)
          "            self.resting = theme.YAMS_STAGE_REST / factor if factor > 0 else 0.0",
          "            self.resting = 0.0",
          "tests/test_yams_flow_rest.py::test_the_points_rest_in_their_box_before_the_turn_"
          "passes"),
    Break("yams4.penta_home_in_the_dice_column", "the Penta's dice regroup over the dice' "
          "column and fly home inside it, never over the sheet", "game/views/stage_pictures.py",
          "        more[\"home\"] = pygame.Rect(table.left)\n",
          "        more[\"home\"] = None\n",
          "tests/test_yams_penta_home.py::test_the_penta_stage_is_centred_and_its_dice_fly_home_"
          "off_the_sheet"),
    # (re-aimed by hY94, round 73: nothing lies on the row under the band now, the band its
    # words' own height, clear of the kept row and the Clasament, critic L72 #15)
    Break("yams4.handoff_covers_the_dice_row", "the turn's passing band lies centred on the "
          "dice row, clear of the kept row above it", "game/views/yams_seat_card.py",
          # (re-aimed round 80, hY118, S76: the seat card's lane under the kept row)
          "    top = rack.bottom + air\n",
          "    top = rack.top + air\n",
          "tests/test_yams_handoff_cover.py::test_yams_the_band_keeps_clear_of_the_kept_row_"
          "and_the_standings"),
    # (yams4.waiting_dice_gathered retired by hY34: critics C30/C31 reversed the loose
    # cluster, the waiting dice stand in their slots: yams5.waiting_dice_in_their_slots)
    # (yams4.no_slot_around_the_gathered_dice retired by hY31: the Yams table draws no empty
    # slot in the roll row at all since critic Y30 §1: yams5.no_dark_slots_before_the_throw)
    Break('yams4.message_slot_two_lines', "the message slot says two lines at most: under the "
          "countdown a note keeps its headline only",
          # (re-aimed by hY82: under the countdown the note keeps its headline only, in the pill
          # (S10); by hY92: the note's look moved to yams_notes)
          'game/views/yams_notes.py',
          # (re-aimed by hY128: the sacrifice's two_lines, S106 2.)
          '    return PromptSay(note.text, theme.MESSAGE_WARN, detail, theme.CREAM, tag,',
          '    return PromptSay(note.text, theme.MESSAGE_WARN, " · ".join((*note.detail, detai'
          'l)), theme.CREAM, tag,',
          "tests/test_yams_note_room.py::test_the_message_slot_says_two_lines_at_most_in_one_"
          "type_size"),
    # (yams4.message_slot_one_size retired by hY60: critic C51 read the slot's two lines of
    # one size as two yellow headlines competing; the countdown is now the headline's quieter
    # second line: yams10.sacrifice_one_instruction)
    # (yams4.validate_timer_fills and yams4.timer_last_second retired by hY31: critic Y30 §5
    # found the countdown said three times; the button's timer went, the line and the ring on
    # the box count it, as the coach and the "?" teach: yams5.countdown_one_signal)
    Break("yams4.column_glow_on_the_sheet", "the next player's column glow stays on the sheet",
          "game/views/yams_turn_entrance.py", "    area = column.clip(sheet)\n",
          "    area = column.inflate(16, 16)\n",
          "tests/test_yams_column_glow.py::test_the_glow_never_leaves_the_sheet"),
    Break("yams4.column_glow_smooth", "the column glow fades smoothly inwards, no bands",
          "game/views/yams_turn_entrance.py",
          "        rect = layer.get_rect().inflate(-2 * k, -2 * k)\n",
          "        rect = layer.get_rect().inflate(-2 * (k - k % 6), -2 * (k - k % 6))\n",
          "tests/test_yams_column_glow.py::test_the_glow_fades_smoothly_inwards_without_stripes"),
    Break("yams4.penta_centred", "the Penta's stage is one column centred on the screen, not "
          "over the dice' column", "game/views/stage_pictures.py",
          "        more[\"home\"] = pygame.Rect(table.left)\n",
          "        more[\"home\"] = more[\"room\"] = pygame.Rect(table.left)\n",
          "tests/test_yams_penta_home.py::test_the_penta_stage_is_centred_and_its_dice_fly_home_"
          "off_the_sheet"),
    Break("yams4.penta_longest", "the Penta lasts 3 to 3.5 s, the Joker Penta at least as "
          "long: rarer is longer", "game/flow/stage.py",
          '"penta": 3.2, "joker_penta": theme_stage.STAGE_JOKER_SECONDS,',  # (hY119, S77)
          '"penta": 2.5, "joker_penta": 2.5,',  # (hB40: the 10 000's holds after them)
          "tests/test_yams_penta_home.py::test_the_penta_grows_in_and_the_rarer_stage_lasts_"
          "longer"),
    Break("yams4.penta_grows_in", "the Penta's stamp grows in from small, overshooting, "
          "then settles", "game/flow/stage.py",
          "        if u < SLAM[1] and self.kind in SCALE_IN:",
          "        if False:",
          "tests/test_yams_penta_home.py::test_the_penta_grows_in_and_the_rarer_stage_lasts_"
          "longer"),
    # (yams4.landed_stays_said retired in round 61: every Yams stage now lifts its row and
    # draws it natively (hY62, hY63), the landed figure said by the strip's own box, so the
    # stamp's fade it planted in, game/views/stage.py, no longer shows it: MISSED on main since
    # the first wave. The promise is held by the strip: yams11.strip_box_not_landed and
    # tests/test_yams_stage_landed_stays.py)
    # (yams4.total_counts_from_before retired round 82, hY130: S117 1. reversed it: every
    # TOTAL count counts from 0; hy130.count_from_before plants the old start)
    # (yams4.standings_count_with_total retired round 82, hY130: S117 1. reversed it: the
    # Clasament says a full card's TOTAL from the click, as its cell does, the count from 0
    # being theatre)
    Break("yams4.turn_waits_lit", "the next player's throw does not light while the scored "
          "player's moment plays and rests", "game/scenes/yams_table.py",
          "        if self.flow.held_turn() is not None:  # the scored",
          "        if False:  # the scored",
          'tests/test_yams_total_holds_turn.py::test_the_standings_count_with_the_total_and_the'
          '_turn_'
          "waits_for_it"),
    Break("yams4.turn_waits_shown", "the next player's name does not show while the scored "
          "player's moment plays and rests", "game/flow/yams_reading.py",
          "            player = self.held_turn()\n",
          "            player = None\n",
          'tests/test_yams_total_holds_turn.py::test_the_standings_count_with_the_total_and_the'
          '_turn_'
          "waits_for_it"),
    # (yams4.total_tail_no_ghost retired in round 61: StagePicture.blank_bridge returns at
    # once for a lifted row, and every Yams stage lifts its row since hY62: the strip, drawn
    # natively (hY63), carries only its label and its one box, so no other player's figure can
    # ghost through it; held by tests/test_yams_total_tail_no_ghost.py and
    # yams11.strip_scaled_type)
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
