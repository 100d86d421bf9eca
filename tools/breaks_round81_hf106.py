"""Planted bugs of round 81's helper hF106:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_MIDDLE = "tests/test_farkle_permanent_middle_s95.py::"
_MOTION = "tests/test_farkle_bust_motion_s95.py::"

ROUND81_HF106: tuple[Break, ...] = (
    Break("hf106.tray_only_with_dice",
          "the 10 000's tray stands between the dice row and the buttons at every beat, "
          "not only while it holds dice (ruling S95 1., round 81)",
          "game/scenes/farkle_table.py",
          "            self._draw_mat(surface)  # (S95 1.: the tray at every beat, named when "
          "empty)\n",
          "            draw_faded(surface, self._draw_mat, self.mat_share())\n",
          _MIDDLE + "test_the_tray_stands_in_one_place_at_every_beat_named_while_empty"),
    Break("hf106.tray_unnamed",
          "the empty tray names itself: 'Pune deoparte aici' (ruling S95 1.)",
          "game/views/farkle_mat_band.py",
          "                   (1.0 - share) * scene.mat_presence.named)\n",
          "                   (0.0 - share) * scene.mat_presence.named)\n",
          _MIDDLE + "test_the_tray_stands_in_one_place_at_every_beat_named_while_empty"),
    Break("hf106.cup_on_the_tray",
          "the cup stands on the dice row above the tray's words, never on the tray "
          "(ruling S95 1.)",
          "game/views/farkle_cup.py",
          "    floor = scene.mat.top - scene.px(8) - mat_words_height(scene)\n",
          "    floor = scene.roll_button.rect.top - scene.px(24)\n",
          _MIDDLE + "test_the_tray_stands_in_one_place_at_every_beat_named_while_empty"),
    Break("hf106.bust_plate_off_the_tray",
          "a bust's plate is centred on the tray in every round (ruling S95 1.)",
          "game/views/farkle_views.py",
          "        ceiling, foot = place.mat.centery - half, place.mat.centery + half\n",
          "        half = half\n",
          _MIDDLE + "test_a_busts_plate_stands_in_the_tray_centred_on_it_in_every_round"),
    Break("hf106.bust_plate_shows_the_tray_rims",
          "a bust's plate hides the tray whole: no second frame peeks round it (S95 1.)",
          "game/views/farkle_views.py",
          "        fill = (place.mat.w + 2 * edge, place.mat.h + 2 * edge)\n",
          "        fill = (place.mat.w - 2 * edge, place.mat.h + 2 * edge)\n",
          "tests/test_farkle_bust_keeps_tray.py::test_the_bust_stamp_lies_inside_the_framed_tray"),
    Break("hf106.bank_plate_over_the_row",
          "a banner bank's plate stands on the tray under the row's dice, hiding the tray and "
          "its 'Zaruri încasate' line whole (ruling S95 2., critic cB80 #3)",
          "game/views/stage_pictures.py",
          "        if kind == \"bank_banner\":  # in the tray, the middle's one region (S95 2.)\n",
          "        if kind == \"bank_big\":  # in the tray, the middle's one region (S95 2.)\n",
          _MIDDLE + "test_a_banner_banks_plate_stands_on_the_tray_clear_of_the_row_and_its_line"),
    Break("hf106.bank_line_cut_by_the_plate",
          "under a banner bank's plate on the tray its 'Zaruri încasate' line is not drawn, "
          "never cut by it (ruling S95 2.)",
          "game/views/farkle_views.py",
          "                                          or staged in (\"pairs_throw\", "
          "\"bank_banner\"))\n",
          "                                          or staged in (\"pairs_throw\",))\n",
          _MIDDLE + "test_a_banner_banks_plate_stands_on_the_tray_clear_of_the_row_and_its_line"),
    Break("hf106.lost_dice_grey_at_once",
          "a bust's lost dice go grey over their own beat, never in one frame (ruling S95 3.)",
          "game/flow/farkle_beats.py",
          "        return max(0.0, min(1.0, gone / theme_stage.BUST_GREY_IN))\n",
          "        return 1.0\n",
          _MOTION + "test_the_lost_dice_grey_over_their_own_beat_once_seen"),
    Break("hf106.lost_dice_grey_while_trembling",
          "a bust's lost dice tremble first, then grey (ruling S95 3.)",
          "game/flow/farkle_beats.py",
          "        gone = theme.FARKLE_BUST_HOLD - self.hold * self.factor - "
          "theme_stage.BUST_TREMBLE\n",
          "        gone = theme.FARKLE_BUST_HOLD - self.hold * self.factor\n",
          _MOTION + "test_the_lost_dice_grey_over_their_own_beat_once_seen"),
    Break("hf106.grey_drawn_whole",
          "a lost die is drawn as grey as its share says (ruling S95 3.)",
          "game/views/farkle_refusal.py",
          "            wash.set_alpha(round(255 * max(0.0, grey)))\n",
          "            wash.set_alpha(255)\n",
          _MOTION + "test_a_lost_die_is_drawn_greyer_as_its_grey_comes"),
    Break("hf106.bust_outlasts_hot_dice",
          "the bust lasts about as long as the hot dice' banner (ruling S95 3.)",
          "game/theme.py",
          "FARKLE_BUST_HOLD = 1.4  #",
          "FARKLE_BUST_HOLD = 2.4  #",
          _MOTION + "test_the_bust_lasts_about_as_long_as_the_hot_dice_banner"),
    Break("hf106.hot_card_on_the_tray",
          "the hot dice' card stands beside the cup, off the tray standing under it "
          "(ruling S95 1., S81 3. amended)",
          "game/views/coach_beside.py",
          "    if not scene.mat.h:  # no tray under the cup",
          "    if scene.mat.h:  # no tray under the cup",
          "tests/test_coach_hot_card_shape_s81.py::"
          "test_the_hot_card_stands_beside_the_cup_off_the_tray"),
)
