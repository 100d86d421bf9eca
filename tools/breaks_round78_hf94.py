"""Planted bugs of round 78's helper hF94:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BEAT = ("tests/test_farkle_last_round_beat_others.py::test_the_band_never_names_the_shown_"
         "players_own_total_as_the_score_to_beat")
_RESTED = ("tests/test_farkle_rolling_line_goes.py::test_the_rolling_line_goes_the_frame_the_"
           "dice_rest")

_MARKS = ("tests/test_farkle_card_marks_hf94.py::test_no_row_says_next_under_the_card_then_the_"
          "marks_change_as_it_goes")
_LEGEND = ("tests/test_farkle_dense_legend_fits_hf94.py::test_the_seven_seat_legend_fits_its_"
           "panel_marks_apart")
_APART = ("tests/test_results_labels_apart_hf94.py::test_labels_side_by_side_keep_an_em_"
          "between_them_at_1024")
_PLATE = ("tests/test_farkle_bank_plate_sized_hf94.py::test_a_banks_plate_grows_with_its_"
          "amount_and_fills_the_felt_over_the_tray")
_MAT_MOVED = ("tests/test_farkle_total_with_the_mat_hf94.py::test_a_die_moving_over_along_"
              "the_mat_still_counts")
_UNDO = "tests/test_farkle_undo_glides_hf94.py::"

ROUND78_HF94: tuple[Break, ...] = (
    # (round 80, hF101: hf94.beat_names_himself retired: since S80 the playing seat's chip
    # leaves the band the moment its bank has counted in, so its own total can no longer be
    # the best of the band's; the others-only rule stays, unreachable to a one-line break)
    Break("hf94.rested_line_blank",
          "the line over the dice says they stopped while they rest unseen, never blank "
          "(S48, critic cB77)",
          "game/flow/farkle_reading.py",
          '            return say("farkle.prompt.rested")',
          "            return None",
          _RESTED),
    # (hf94.next_mark_under_the_card retired round 80 by hF100:
    # its promise reversed by ruling S79 1.; inverse planted as hf100.*)
    Break("hf94.legend_marks_touch",
          "the dense list's legend marks stand apart from their words (S48)",
          "game/widgets/farkle_dense.py",
          "    mark = 2 * radius + 1 + max(theme.px(MARK_GAP, scale), size // 3)",
          "    mark = theme.px(18, scale) + theme.px(MARK_GAP, scale)",
          _LEGEND),
    Break("hf94.legend_on_the_bar",
          "the dense list's legend line stands clear of the last row's bar (S48)",
          "game/widgets/farkle_dense.py",
          "    middle = rect.centery",
          "    middle = rect.top + text_size(\"Ăg\", size)[1] // 2",
          _LEGEND),
    Break("hf94.labels_run_together",
          "two results labels side by side keep an em of their type between them (S48, "
          "critic cB77 #9)",
          "game/widgets/podium_figures.py",
          "    return max(theme.px(STAT_GAP, scale), math.ceil(stat_sizes(scale)[1] * "
          "theme.FONT_EM))",
          "    return theme.px(STAT_GAP, scale)",
          _APART),
    Break("hf94.plate_floats_high",
          "a banner bank's plate rests a clear air over the tray's line, no dead band under "
          "it (S48, critic cB77 #11)",
          "game/views/stage_bank_plate.py",
          "    rect.bottom = floor",
          "    rect.centery = (top + floor) // 2",
          _PLATE),
    Break("hf94.plate_one_size",
          "a banner bank's plate grows with its amount (S48: a 1 000 bank's smaller than a "
          "1 900 one's)",
          "game/views/stage_bank_plate.py",
          "    wanted = round(band * (low + (high - low) * tier_share(picture.amount)))",
          "    wanted = round(band * low)",
          _PLATE),
    # (hf94.total_before_the_die_lands and hf94.tray_says_none_arrive retired by hF95 at the
    # merge, round 78: ruling S53 1. counts every chosen die, the computer's and a person's,
    # as it lands, through the flow's turn_figure_seen; farkle_mat.resting_total is no
    # longer read; tests/test_farkle_total_with_the_mat_hf94.py still holds the promise)
    Break("hf94.undo_dice_snap",
          "an undone bank's dice glide out of the cup's mouth to their places (S48, critic "
          "cB77 #10: they snapped back)",
          "game/views/farkle_tray.py",
          "            tray.move_to(i, mouth, 0)  # (at the cup's mouth, then on their way)",
          "            continue",
          _UNDO + "test_an_undone_banks_dice_glide_back_to_their_places"),
    Break("hf94.undo_click_taken",
          "a click on a die gliding back after an undo is refused with a shake (S48)",
          "game/flow/turn_passing.py",
          "        if not (self.active and dice.gliding):",
          "        if True:",
          _UNDO + "test_a_click_on_a_die_gliding_back_is_refused_with_a_shake"),
    Break("hf94.mat_die_counted_out",
          "a chosen die moving over along the mat still counts in the total (S48: the total "
          "dipped to 0 as the mat's dice made room for the next)",
          "game/flow/farkle_beats.py",
          "            return self.seen_total\n",
          "            return self.game.turn_points\n",
          # (round 80, fixH: re-aimed and re-pointed. Its old line, farkle_tray's `arriving`,
          # has been dead since hF95's S53 1. (the figure waits whole while any die glides,
          # resting_total no longer read), so no throw could catch it: the promise now rests
          # on turn_figure_seen keeping the figure with the moving die in it. Its test is a
          # person's throw whose 1 moves over along the mat as a 5 comes to its left; the
          # computer's throws choose in the row's order and never move a die along it)
          _MAT_MOVED),
)
