"""Planted bugs of the 10 000 table's steady rows and coach (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TRUTH = "tests/test_farkle_dice_to_roll_truth.py::"
_READING = "game/flow/farkle_reading.py"
_LINK = "tests/test_coach_stop_link_size.py::"
_SLOT = "tests/test_farkle_turn_slot.py::"
_LABELS = "tests/test_farkle_ledger_label_size.py::"
_TAG = "tests/test_farkle_goal_tag_flow.py::test_the_flow_says_when_the_goal_tag_shows"

FARKLE12_BREAKS: tuple[Break, ...] = (
    Break("farkle12.hot_dice_six", "under hot dice the Tura panel says all six dice come back",
          _READING,  # (re-aimed round 74, hA74: the flow no longer says None anywhere)
          "            return view.dice_to_roll\n        return self.game.dice_to_roll",
          "            return view.dice_to_roll\n"
          "        return self.game.dice_left if self.hot_dice_coming else self.game.dice_to_roll",
          _TRUTH + "test_under_hot_dice_all_six_come_back"),
    Break("farkle12.bust_no_zero", "a bust's pause never says 0 dice to throw", _READING,
          "            return view.dice_to_roll\n",  # (re-aimed round 74, hA74; round 76)
          "            return 0 if self.bust_shown else view.dice_to_roll\n",
          _TRUTH + "test_a_bust_never_says_zero_dice"),
    Break("farkle12.stop_link_small", "a coach card's \"Nu mai arăta\" is as large as its words",
          "game/views/coach_card.py", "least = CARD_TEXT_COMPACT if narrow else _least()",
          "least = CARD_TEXT_COMPACT",
          _LINK + "test_the_stop_link_is_as_large_as_the_words_at_1024x600"),
    Break("farkle12.reason_slot", "the Tura panel's rows stand in one place for a person and "
          "the computer (its reason in a slot of its own, the fact under it)",
          "game/views/farkle_views.py", "floor=floor, slot=REASON_SLOT,",  # (re-aimed round
          "floor=floor, slot=REASON_LINES if player.is_computer else REASON_SLOT,",  # 74: no
          # `short` any more)
          _SLOT + "test_no_row_moves_between_a_persons_turn_and_the_computers"),
    Break("farkle12.reason_short", "where the reason is longer than its slot it says its short "
          "form, whole", "game/views/farkle_remark.py",  # (re-aimed by hX80, round 73: the
          # remark is the prompt line's, its short form the remark module's, ruling S15; the
          # reason's short form, the one the prompt at 1024×600 and 1366×768 says)
          "        return reason_sentence(tr, game, short=True)",
          "        return \"\"",
          "tests/test_farkle_reason_whole.py::"
          "test_the_computers_reasoning_is_drawn_whole_without_a_widow"),
    Break("farkle12.ledger_labels_one_size", "the set-aside panel's row words are one size "
          "in every state and row", "game/widgets/farkle_ledger.py",
          "        draw_text(surface, row.name, floor, tint,\n",
          "        draw_text(surface, row.name, fit_size(row.name, _words, room), tint,\n",
          _LABELS + "test_the_ledgers_labels_are_one_size_in_every_state"),
    Break("farkle12.goal_tag_by_flow", "the flow says when the goal's tag shows: not while "
          "the goal's banner is still to say it", _READING,
          "        return (player == self.game.last_round_by and not self.row_left(player)\n"
          "                and not self.last_round_due)",
          "        return (player == self.game.last_round_by and not self.row_left(player))",
          _TAG),
    Break("farkle12.status_marks_read", "the players panel's status marks are 14 px or more "
          "at 1024x600", "game/widgets/farkle_panels.py",
          "    r = max(STATUS_MARK_LEAST, theme.px(9, scale))",
          "    r = max(4, theme.px(9, scale))",
          "tests/test_farkle_status_marks_size.py::test_the_status_marks_are_14_px_or_more_at_1024"),
    Break("farkle12.expert_note_short", "the expert's note is said whole in the reason's slot "
          "(its short form)", "game/views/farkle_remark.py",  # (hX80: the prompt line's,
          # whole, the computer's name said once: no short form, no "Calculatorul: " over it)
          "    if said == tr(\"farkle.ai.expert_note\"):\n        return said\n",
          "    if said == tr(\"farkle.ai.expert_note\"):\n        return said[:40]\n",
          _SLOT + "test_the_expert_note_is_said_whole_on_the_prompt_line"),
)
