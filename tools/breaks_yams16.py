"""Planted bugs of the Yams table (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ROW = "tests/test_yams_hold_row.py::"
_END = "tests/test_yams_end_pill.py::"
_BONUS = "tests/test_yams_penta_bonus_said.py::"

YAMS16_BREAKS: tuple[Break, ...] = (
    Break("yams16.row_before_the_throw", "before a turn's first throw the kept row waits, "
          "faint (re-pointed round 67: ruling S1 reversed critic C64's hidden row; its "
          "sockets are drawn in every beat, yams20.row_before_the_throw)",
          "game/flow/yams_hold_row.py",
          "    if game.finished or game.dice is None or not flow.hold_open",
          "    if game.dice is None:\n        return HoldRow(takes=True)\n"
          "    if game.finished or not flow.hold_open",
          _ROW + "test_the_row_is_faint_before_the_turns_first_throw"),
    Break("yams16.invite_said_again", "the kept row's invitation is said until the game's "
          "first kept die, never after", "game/flow/yams_flow.py",
          "        self.held_once = True\n", "\n",
          _ROW + "test_the_row_invites_once_then_lights_its_sockets_while_a_die_can_be_kept"),
    # (re-pointed by hK62, round 65 review: the row asks the flow's own gate, hold_open)
    Break("yams16.sockets_lit_without_a_throw", "the sockets are faint when no throw is "
          "left (nothing to keep for)", "game/flow/yams_reading.py",
          "self.settled and self.game.can_hold", "self.settled and self.game.dice is not None",
          _ROW + "test_the_row_invites_once_then_lights_its_sockets_while_a_die_can_be_kept"),
    # (yams16.sockets_never_lit retired in round 68: its promise, sockets lit while a die can
    # be kept, was reversed by critic C67's one look in every beat; breaks_yams22 holds it)
    Break("yams16.invite_not_drawn", "the table says the row's invitation in the row",
          "game/scenes/yams_table_draw.py",
          "        if not ended and slots and row.invite:",
          "        if False:", _ROW + "test_the_table_draws_the_row_as_the_flow_decides"),
    Break("yams16.end_pill_gone", "at the end the pill stays (critic C64), saying the last box's "
          "player is done (C65)",
          "game/scenes/yams_table_draw.py",
          "        if end is not None and not ended:  # the end",
          "        if end is None and not ended:  # the end",
          _END + "test_the_finished_table_keeps_its_pill_saying_the_last_box[1024x600]"),
    Break("yams16.end_tie_names_one", "a tie at the top is said as a tie, not one winner",
          "game/flow/yams_end_line.py", "    elif len(first) > 1:",
          "    elif len(first) > 2:", _END + "test_the_end_line_names_the_winner_or_a_tie"),
    Break('yams16.end_caption_unsaid', "the end is said once in the message lane",
          # (re-aimed by hY82: said in the prompt's pill (S10))
          'game/views/yams_prompt.py',
          '        return PromptSay(end.caption)',
          '        return PromptSay("")',
          _END + "test_the_finished_table_keeps_its_pill_saying_the_last_box[1024x600]"),
    Break('yams16.note_meaning_smaller', "a note's meaning is said at the headline's size "
          "where the lane's width allows: 16 px at 1024x600 (critic C64: ~13 px)",
          # (re-aimed by hY82: a note's meaning at the pill's one size (S10))
          'game/widgets/prompt_pill.py',
          "        line_size = size  # every line at the pill's one size (S10)",
          "        line_size = size if bold else size * 9 // 10  # every line at the pill's on"
          'e size (S10)',
          "tests/test_yams_note_meaning_reads.py::"
          "test_every_line_of_the_note_reads_at_16_px_at_1024[sacrifice]"),
    Break("yams16.penta_bonus_unsaid", "a Joker Penta's +100 is said once with its box back "
          "at the table (critic C64)", "game/flow/yams_reading.py",
          'key = "yams.turn_scored_bonus" if event.penta_bonus else "yams.turn_scored"',
          'key = "yams.turn_scored"',
          _BONUS + "test_the_written_lines_says_the_penta_bonus_once"),
    Break("yams16.penta_bonus_said_always", "an ordinary box is said alone (no bonus text)",
          "game/flow/yams_reading.py",
          'key = "yams.turn_scored_bonus" if event.penta_bonus else "yams.turn_scored"',
          'key = "yams.turn_scored_bonus"',
          _BONUS + "test_an_ordinary_box_is_said_alone"),
    Break("yams16.penta_bonus_cell_unlit", "the Bonus Penta cell is lit once as its box is "
          "written", "game/flow/yams_scoring.py",
          "        if event.penta_bonus:  # the Joker's stage flew its +100 into the cell",
          "        if False:  # the Joker's stage flew its +100 into the cell",
          _BONUS + "test_the_bonus_cell_is_lit_once_as_the_box_is_written"),
    Break("yams16.space_with_no_throw", "with no throw left the key strip offers neither "
          "Space nor the dice keys (critic C62)", "game/flow/yams_reading.py",
          # (hK63: re-pointed, the flow says it: throws_spent)
          "self.game.dice is not None and self.game.rolls_left <= 0",
          "self.game.dice is not None and self.game.rolls_left < 0",
          "tests/test_yams_keys_follow_throws.py::"
          "test_space_is_offered_only_while_a_throw_is_left"),
)
