"""Planted bugs of the 10 000 table's regions (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HOT = "tests/test_farkle_hot_holds_points.py::"
_BIG = "tests/test_farkle_big_bank_counts_up.py::"
_LAST = "tests/test_farkle_last_turn.py::"
_FILLED = "tests/test_farkle_ledger_filled.py::"

FARKLE5_BREAKS: tuple[Break, ...] = (
    Break("farkle5.hot_ledger_holds", "the hot dice' points are in the ledger's total at once",
          "game/flow/farkle_beats.py",  # (re-pointed by hF40: ledger_groups; by hF95: the
          # flow's turn_figure, the ledger's total as its dice land, S53)
          "        return game.turn_total if self.live() and game.can_bank else game.turn_points\n",
          "        return game.turn_total if self.live() and game.can_bank and not "
          "game.hot_dice_pending else game.turn_points\n",
          _HOT + "test_the_ledger_holds_the_hot_dice_points_at_every_beat_of_the_hot_dice"),
    # (farkle5.hot_bank_says retired round 82 by hF111: ruling S108 1., the bank button
    # says its action, "Încasează", never the points, under the hot dice' stage too)
    Break("farkle5.hot_on_the_mat_said", "the ledger says the hot dice' points are the mat's",
          "game/views/farkle_story.py",  # (re-pointed by hF40: the pending row says them;
          # re-aimed by hF79, round 72: a pending row says no figure, the hot row does;
          # round 77, hF90: the hot row is the ledger's only row of the throw being played)
          "    if flow.frozen is not None or not flow.live() or not game.hot_dice_pending:",
          "    if flow.frozen is not None or not flow.live() or True:",
          _HOT + "test_the_ledger_drawn_says_the_hot_points_and_where_they_are"),
    Break("farkle5.leader_every_size", "who leads shows in the Tura panel at every size",
          "game/views/farkle_views.py",
          "    elif foot and lead:  # no room for the foot",
          "    elif False:  # no room for the foot",
          "tests/test_farkle_leader_every_size.py::test_the_leader_shows_in_the_turn_panel"),
    # (farkle5.staged_counts_up and farkle5.staged_old_figure_whole retired by hB40:
    # reversed, a staged bank's row says the new total from its banner's first frame:
    # ladder3.staged_row_new_total)
    Break("farkle5.pass_after_count", "the turn passes once the banker's row has counted",
          "game/flow/farkle_beats.py",
          "        if self.counting_up:",  # (re-aimed round 74, hF87)
          "        if False:",
          "tests/test_farkle_big_bank_counts_up.py::"  # (hB40: a small bank's count)
          "test_a_small_bank_counts_up_and_the_turn_passes_once_it_has_counted"),
    # (farkle5.ribbon_silences_banker retired by hF30 itself: the last round's ribbon now
    # waits until the goal bank's row has counted and the turn passes: farkle5.ribbon_waits)
    Break("farkle5.ribbon_waits", "the last round's strip waits for the goal bank's count "
          "(hL50: re-pointed, no ribbon after the goal, its strip comes as the turn passes)",
          "game/flow/farkle_beats.py",
          "        self._after_landing()  # the last round's strip, on the new total",
          "        pass  # the last round's strip, on the new total",
          "tests/test_farkle_last_round_strip.py::test_the_flow_says_who_still_plays_and_the_"
          "score_to_beat_after_the_goal"),
    Break("farkle5.last_turn_said", "the empty ledger says how the last turn ended",
          "game/views/farkle_story.py",
          "    said_last = last is not None and primer and not rows and not chosen_now(flow)\n",
          "    said_last = False and primer and not rows and not chosen_now(flow)\n",  # (hF72)
          _LAST + "test_the_empty_ledger_says_the_last_turn"),
    Break("farkle5.last_turn_after_it_ends", "the last turn is said once it has visibly ended",
          "game/flow/farkle_reading.py",
          "            return None if frozen is self.banked_view or frozen.groups else last",
          "            return last",
          _LAST + "test_a_bank_is_the_last_turn_once_the_turn_has_passed"),
    Break("farkle5.last_turn_undone", "an undone bank gives the last turn before it back",
          "game/flow/farkle_flow.py",
          "        self.last_turn = self.turn_before  # the bank is no longer the last turn",
          "        pass  # the bank is no longer the last turn",
          _LAST + "test_a_bust_is_the_last_turn_once_its_dice_are_seen_and_an_undo_takes_a_"
          "bank_back"),
    # round 31 (hF31): the ledger filled
    Break("farkle5.last_turn_card_every_size", "the last turn's card stands at every size",
          "game/widgets/farkle_last_turn.py",
          "    room.y = empty_box(rect, scale).y\n",
          "    room.h -= room.y - empty_box(rect, scale).y\n",
          _FILLED + "test_the_last_turn_card_shows_at_every_size_with_four_players"),
    Break("farkle5.undo_says_bank", "the lit undo says it takes the bank back",
          "game/scenes/farkle_table.py",
          # (re-aimed by hF77, round 71: the lit label names the banker)
          'return str(self.tr("farkle.undo.bank", name=self.flow.player_label(banker)))',
          'return str(self.tr("undo.button"))',
          "tests/test_farkle_undo_says_what.py::test_the_lit_undo_says_it_takes_the_bank_back"),
    # (re-pointed by hF61: seven seats are a dense list now, drawn by farkle_dense: a name
    # given the pills' room back there is cut)
    Break("farkle5.names_whole_marks", "seven names read whole, their statuses as marks",
          "game/widgets/farkle_dense.py",
          "    room = total_x - name_x - theme.px(DENSE_NAME_GAP, scale)\n",
          "    room = total_x - name_x - theme.px(DENSE_NAME_GAP, scale) - 2 * mid\n",
          "tests/test_farkle_names_whole.py::test_seven_names_read_whole_with_their_status"),
    # (farkle5.example_before_first_throw retired by hF40: its promise, the ledger's example
    # of what scores before a game's first throw, was reversed: the "Punctaj" guide beside
    # it lists the same, and the table keeps one scoring guide; farkle6.one_scoring_guide
    # holds the new promise)
)
