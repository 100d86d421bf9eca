"""Planted bugs of a reviewer's findings, part 1 (round 69, hK70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LAST = "tests/test_yams_standings_last_turn.py::"
_CORNERS = "tests/test_farkle_stage_corners_act.py::"
_STANDING = "tests/test_farkle_standing_total.py::"
_CUP = "tests/test_cup_fade.py::"

MEND8_BREAKS: tuple[Break, ...] = (
    Break("mend8.turns_column_for_the_ends", "the standings' turns column is sized for the "
          "longer of the two ends it says (\"ultima tură\", \"a terminat\"), no count never shown",
          "game/views/yams_standings.py",
          "turns = [turns_text(tr, k) for k in range(ROUNDS + 1) if turns_said(k)]",
          "turns = [turns_text(tr, 0)]",
          _LAST + "test_the_panel_is_laid_out_for_the_longer_end_said"),
    Break("mend8.corners_act_under_stage", "under a stage a click on the lit \"?\" or "
          "\"Pauză\" (or F1) opens its screen over the waiting stage, not swallowed",
          "game/scenes/stage.py",
          'controls = getattr(self.table, "control_under_stage", None)',
          "controls = None", _CORNERS + "test_a_click_on_a_lit_corner_acts_over_the_waiting_stage"),
    Break("mend8.leave_under_stage", "leaving from the pause opened over a stage leaves the "
          "table, not only the stage", "game/scenes/table_base.py",
          'manager.pop(fade=False)  # the stage "Pauză" was pressed under',
          'break  # the stage "Pauză" was pressed under',
          _CORNERS + "test_leaving_from_the_pause_over_a_stage_leaves_the_table"),
    Break("mend8.standing_total_settled", "the Tura panel's score is the total as the list "
          "shows it (a bank counted in once its row has counted it), never twice (re-aimed "
          "in round 72, hF79: the flow's quiet figure retired, ruling S14)",
          "game/views/farkle_views.py",
          "    score = flow.row_totals()[flow.shown_player]  # (counting with the row: round 72)\n",
          "    score = flow.game.totals[flow.shown_player]\n",
          _STANDING + "test_a_bank_counts_its_points_once_in_the_total"),
    Break("mend8.cup_fade_pace", "the cup goes at the Yams cup's pace on both tables, one "
          "timing in the flow", "game/flow/cup_fade.py",
          "    gone = first_throw_elapsed / max(1e-6, theme.YAMS_CUP_FADE)\n",
          "    gone = first_throw_elapsed / max(1e-6, 2 * theme.YAMS_CUP_FADE)\n",
          _CUP + "test_the_cup_comes_with_the_band_and_goes_with_the_first_throw"),
    Break("mend8.cup_not_in_still_key", "the 10 000 cup's fade is drawn over the still "
          "picture, not in its key (no full redraw every frame of the fade)",
          "game/scenes/farkle_table.py",
          # (hF102, round 80: the key goes on with the ledger flight's state, S81 1.)
          # (hF108, round 81: the line keys the bust total's drop too, S100 1.)
          "                round(self.mat_share() * 20), round(self.flow.bust_total_drop() * 20),"
          "  # (S100)\n",
          "                round(self.mat_share() * 20), round(self.flow.bust_total_drop() * 20),"
          " farkle_cup.cue_alpha(self),\n",
          _CUP + "test_the_going_cup_is_drawn_over_the_still_picture_not_into_it"),
)
