"""Planted bugs of the 10 000 table saying each thing once (round 69, hF70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CUE = "tests/test_farkle_throw_cue.py::"
_NAME = "tests/test_farkle_bank_name_seat_colour.py::"

FARKLE20_BREAKS: tuple[Break, ...] = (
    Break("farkle20.cup_says_no_word", "the throw cue is the cup alone: no word under it "
          "says 'Aruncă' a third time beside the prompt and the button (critic B69)",
          "game/views/farkle_cup.py",
          "    # until they leave it (round 76, hG80, critics cF75b, cZ75: \"a cup and an empty "
          "tray\")\n",  # (hF95: after the call; planted inside it, it was a syntax error)
          "    # until they leave it (round 76, hG80, critics cF75b, cZ75: \"a cup and an empty "
          "tray\")\n"
          "    __import__('game.widgets.text').widgets.text.draw_text(surface, "
          "scene.tr('farkle.roll'), 20, __import__('game.theme').theme.GOLD, place.midbottom)\n",
          _CUE + "test_the_cup_stands_in_one_place_before_every_first_throw_of_both_turns"),
    Break("farkle20.hint_after_first_throw", "'Sugestie' greyed before a turn's first "
          "throw: throwing is the only move (critic B69)",
          "game/scenes/farkle_table.py",
          "        self.hint_button.enabled = people and not self.flow.awaits_first_throw\n",
          "        self.hint_button.enabled = people\n",
          "tests/test_farkle_hint_after_throw.py::test_sugestie_is_greyed_until_the_first_"
          "throw_has_landed"),
    Break("farkle20.hot_row_set_aside", "under hot dice the ledger's row of the six is set "
          "aside, named and scored, never 'în selecție' (critic B69)",
          "game/views/farkle_story.py",
          "    groups = (*game.set_aside, SetAside(game.selection, game.selection_points or 0))\n"
          "    return story_rows(groups, tr)[-1]\n",  # (round 77, hF90: hot_row, S26)
          "    groups = (*game.set_aside, SetAside(game.selection, 0))\n"
          "    return story_rows(groups, tr)[-1]\n",
          "tests/test_farkle_hot_holds_points.py::test_the_ledger_holds_the_hot_dice_points_"
          "at_every_beat_of_the_hot_dice"),
    Break("farkle20.goal_foot_names", "who still plays is counted right where their names "
          "do not fit, never 'Ceilalți' (critic B69; the band's count since round 75, hL75)",
          "game/flow/farkle_reading.py",
          '            str(self.app.tr.n("stage.goal.last_count", len(seats))) if seats else "")\n',
          '            str(self.app.tr.n("stage.goal.last_count", len(game.players))) if seats '
          'else "")\n',
          "tests/test_farkle_last_round_one_line.py::test_the_goal_line_names_who_still_plays_"
          "else_how_many"),
    Break("farkle20.goal_foot_count_where_cut", "how many still play is said where their "
          "names do not fit (critic B69; the band's count since round 75, hL75: the goal "
          "plate's foot said it)",
          "game/views/farkle_last_round.py",
          "    if band.count_rect is not None:  # who still plays, counted, beside their marks\n",
          "    if band.count_rect is None:  # who still plays, counted, beside their marks\n",
          "tests/test_farkle_last_round_one_line.py::test_the_goals_banner_says_the_last_round_"
          "in_one_line"),
    Break("farkle20.bank_name_seat_colour", "the ordinary bank's plate names the banker in "
          "their seat's shade, never cream (critic B69)", "game/views/stage_banner.py",
          "                                theme.CREAM, None if seat is None else "
          "banker_ink(seat, paper),\n",
          "                                theme.CREAM, None,\n",
          _NAME + "test_the_plate_names_the_banker_in_their_seats_shade[bank_banner]"),
    Break("farkle20.big_bank_name_seat_colour", "the big bank's plate names the banker in "
          "their seat's shade, never cream (critic B69)", "game/views/stage_big_bank.py",
          "            None if seat is None else banker_ink(seat, paper),\n",
          "            None,\n",
          _NAME + "test_the_plate_names_the_banker_in_their_seats_shade[bank_big]"),
    Break("farkle20.bank_name_readable", "the banker's shade reads on the plate, 4.5:1 "
          "(critic B69)", "game/views/stage_banker.py",
          "        if contrast_ratio(ink, paper) >= ratio:\n",
          "        if contrast_ratio(ink, paper) >= 3.0:\n",
          _NAME + "test_every_seats_colour_reads_on_the_plate_as_a_shade_of_itself"),
    Break("farkle20.pairs_clear_of_buttons", "three pairs' ribbon lies on the empty mat and "
          "keeps 16 reference px of felt over the buttons (critic B69)",
          "game/views/stage_pictures.py",
          "    room.height = max(1, min(slots, table.roll_button.rect.top)"
          " - air - room.top)\n",  # (re-aimed by hF73: the scroll between the dice and mat)
          "    room.height = max(1, table.undo_button.rect.bottom - room.top)\n",
          "tests/test_farkle_pairs_clear_of_buttons.py::test_the_pairs_ribbon_keeps_felt_over_"
          "the_buttons_and_covers_no_die"),
)
