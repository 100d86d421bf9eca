"""Planted bugs of round 81's helper hY122:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FIXF = "tests/test_yams_sacrifice_autowrite_line_fixf.py::"
_BEAT = "tests/test_yams_countdown_last_second_pulse.py::"
_HOLD = "tests/test_yams_hold_card_beside_the_rack_s93.py::"

ROUND81_HY122: tuple[Break, ...] = (
    Break("hy122.headline_never_shrinks",
          "beside the countdown's ring at 1920x1080 the sacrifice's headline keeps to one line, "
          "a little smaller, and 'Se înscrie automat la Doi' is said under it at every seat "
          "count (ruling S93 1., critic cA80 #5)",
          "game/widgets/prompt_pill.py",
          "    least = max(PROMPT_TYPE_LEAST, round(size * BESIDE_RING_LEAST))\n",
          "    least = size\n",
          _FIXF + "test_the_sacrifices_last_throw_says_where_it_writes_at_every_seat_count"),
    Break("hy122.headline_drawn_at_the_pills_size",
          "the headline beside the ring is drawn at the size it was fitted at, inside the pill "
          "and left of the ring (ruling S93 1.)",
          "game/widgets/prompt_pill.py",
          "            line_size = head_size  # its one line, S93)",
          "            line_size = size  # its one line, S93)",
          _FIXF + "test_the_headline_keeps_to_one_line_beside_the_ring_at_1920_a_little_smaller"),
    Break("hy122.ring_beats_all_along",
          "the countdown's ring beats only in its last second, read from the flow's clock "
          "(ruling S93 2., critic cA80)",
          "game/flow/yams_countdown_beat.py",
          "    if left is None or held or left > 1.0 or left <= 0.0:\n",
          "    if left is None or held or left <= 0.0:\n",
          _BEAT + "test_the_ring_beats_only_in_its_last_second_twice_strongest_as_its_1_shows"),
    Break("hy122.held_ring_beats",
          "while the coach's card holds the countdown its ring stays still (S93 2.)",
          "game/flow/yams_countdown_beat.py",
          "    if left is None or held or left > 1.0 or left <= 0.0:\n",
          "    if left is None or left > 1.0 or left <= 0.0:\n",
          _BEAT + "test_a_held_countdown_does_not_beat"),
    Break("hy122.beat_not_drawn",
          "the view draws the flow's beat: the ring grown in its last second (S93 2.)",
          "game/scenes/yams_table_draw.py",
          # (hY131, round 82: grown inside the pill only, S93 2. amended)
          "views.draw_countdown_ring(surface, ring.center, beaten_radius(ring, beat, inside),",
          "views.draw_countdown_ring(surface, ring.center, ring.w // 2,",
          _BEAT + "test_the_view_draws_the_ring_grown_by_its_beat"),
    Break("hy122.ring_as_small_as_before",
          "the countdown's ring is 76 px across at 1920x1080, a little larger than round 80's "
          "68 (S93 2., critic cA80: small for a timer that acts for you)",
          "game/theme_table.py",
          "YAMS_COUNTDOWN_RING_ACROSS = 76\n",
          "YAMS_COUNTDOWN_RING_ACROSS = 68\n",
          _BEAT + "test_the_ring_is_a_little_larger_inside_its_pill"),
    Break("hy122.undo_waits_for_the_dice",
          "after Ctrl+Z the pill says 'Anulat. …' at once, the stale 'Apasă „Validează tura”' "
          "never flashing before it (ruling S93 5., critic cA80 #10)",
          "game/scenes/yams_layout.py",
          'said.key in ("yams.auto_scored", "yams.undo"):',
          'said.key == "yams.auto_scored":',
          "tests/test_yams_undo_never_contradicts.py::"
          "test_after_ctrl_z_the_pill_says_the_undo_at_once_never_the_stale_prompt"),
    Break("hy122.hot_lights_the_mouth_only",
          "the hot dice' tip frames the whole cup holding the six, its pointer ending on that "
          "frame (ruling S93 4., critic cB80 #2)",
          "game/views/coach_beside.py",
          "    return cup.union(six) if six is not None else cup\n",
          "    return six if six is not None else cup\n",
          "tests/test_coach_hot_frames_the_cup_s93.py::"
          "test_the_hot_tip_frames_the_whole_cup_its_pointer_ending_on_the_frame"),
    Break("hy122.badge_sized_by_its_words",
          "a tour's '1/3' and a moment's 'Sfat' are one badge of one width in one slot "
          "(ruling S93 4., critic cB80 #11)",
          "game/views/coach_card.py",
          "    return max(w, theme.px(STEP_SLOT, scale)), h\n",
          "    return w, h\n",
          "tests/test_coach_hot_frames_the_cup_s93.py::"
          "test_a_moments_sfat_and_a_tours_count_are_one_badge_in_one_slot"),
    Break("hy122.hold_card_in_the_prompts_place",
          "Yams tip 1/3 docks in the header's room, its leader down to the rack, off the "
          "prompt's words and pill, the dice, the rack and the sheet (ruling S93 3., critic "
          "cA80 #6)",
          "game/views/coach_dock.py",
          '    if mark in HEADER_HOLD and scene.kind == "yams":\n',
          '    if mark in HEADER_HOLD and scene.kind == "farkle":\n',
          _HOLD + "test_the_hold_card_stands_off_the_prompt_and_the_dice_pointing_at_the_rack"),
    Break("hy122.prompt_waits_under_the_docked_hold_card",
          "with tip 1/3 docked off the prompt's band the prompt is said (S93 3.)",
          "game/views/coach_reads.py",
          "    if (coach.shown in (*DOCK_MARKS, *HEADER_HOLD)\n",
          "    if (coach.shown in DOCK_MARKS\n",
          _HOLD + "test_the_hold_card_stands_off_the_prompt_and_the_dice_pointing_at_the_rack"),
    Break("hy122.hold_lights_the_rack_end_only",
          "docked, tip 1/3 lights the whole rack its leader meets at its end (S93 3.)",
          "game/views/coach.py",
          "            self.lit = kept_row_rect(scene)  # leader",
          "            self.lit = target  # leader",
          _HOLD + "test_the_hold_card_stands_off_the_prompt_and_the_dice_pointing_at_the_rack"),
    Break("hy122.docked_card_near_the_round",
          "a card docked right of the title lines keeps 24 px off 'Tura 1 din 13' at every "
          "size (S93 3., critic cA80)",
          "game/views/coach_dock.py",
          "+ max(2 * pad, WORDS_AIR)\n",
          "+ 2 * pad\n",
          _HOLD + "test_the_countdown_card_keeps_24_px_off_the_round"),
)
