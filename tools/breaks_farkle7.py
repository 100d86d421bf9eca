"""Planted bugs of the 10 000 last round and banners (round 50): each a realistic one-line bug held
by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE7_BREAKS: tuple[Break, ...] = (
    Break("farkle7.undo_quiet", "after a bank its undo is a quiet outline beside the next "
          "player's 'Aruncă', the one primary action (critic B41)",
          "game/scenes/farkle_table.py",
          'self.undo_button.style = "quiet" if lit else "idle"',
          'self.undo_button.style = "secondary" if lit else "idle"',
          "tests/test_farkle_undo_quiet.py::test_the_undo_of_a_bank_is_quiet_beside_the_next_"
          "players_throw"),
    Break("farkle7.needed_once", "the computer's plan says the Tura panel's 'needed' figure "
          "(50 past the leader), not one of its own (critic B41: 3 101 beside 3 150)",
          "game/ai/farkle.py",
          "    return points_to_pass(best_other, game.totals[me])",
          "    return best_other - game.totals[me] + 1",
          "tests/test_farkle_needed_once.py::test_the_computers_plan_and_the_turn_panel_say_"
          "one_figure"),
    Break("farkle7.no_ribbon_after_goal", "no 'Ultima tură!' ribbon follows the goal's banner "
          "(critic B41: said twice back to back); the strip alone stays",
          "game/flow/farkle_beats.py",
          "        self.last_round_due = False\n",
          "        if self.last_round_due:\n"
          "            self.voice.announce('farkle.last_round', 'Ultima tură!', Tone.WARN, "
          "ends=Ends.TIMER, seconds=1.8)\n"
          "        self.last_round_due = False\n",
          "tests/test_farkle_last_round_interrupts.py::test_no_ribbon_follows_the_goal_its_banner_"
          "said_the_last_round"),
    Break("farkle7.goal_line_last_round", "who still has a last turn is said, every one of "
          "them (round 75, hL75: by the band's chips, after the goal's plate)",
          "game/flow/farkle_reading.py",
          # (round 69, hF70: re-aimed, the others named, critic B69; round 75, hL75: the
          # goal's line no longer says them, the band does)
          "        seats = ([shown] if kept else []) + list(game.last_round_pending)\n",
          "        seats = ([shown] if kept else []) + list(game.last_round_pending)[:1]\n",
          "tests/test_farkle_last_round_one_line.py::test_the_goals_banner_says_the_last_round_"
          "in_one_line"),
    Break("farkle7.one_player_named", "with one player left the goal's plate names no one "
          "(the band names them after it, round 75, hL75)",
          "game/flow/farkle_goal_words.py",
          "    if still_after(flow, player):\n        return \"\"\n",
          "    if not still_after(flow, player):\n        return \"\"\n",
          "tests/test_farkle_last_round_one_line.py::test_the_goal_line_names_the_one_player_"
          "left"),
    Break("farkle7.plaque_covers_slots", "a bank's plaque reaches past the dice row's ends "
          "(critic B41: slot ends past the bank plate)", "game/theme_stage.py",
          "FARKLE_PLAQUE_WIDTH = 0.95", "FARKLE_PLAQUE_WIDTH = 0.86",
          "tests/test_farkle_plaque_covers_slots.py::test_a_banks_plaque_reaches_past_the_slot_"
          "rows_ends"),
    # (farkle7.stamp_tight retired in round 79: the tilted rubber stamp it bent is gone:
    # undrawn since S47 made the bust one plate (round 78), its code removed; the plate's
    # room is S65's, held by hf98.* breaks)
    Break("farkle7.goal_says_the_seeds_last_round", "with others still to play the seed's "
          "message „Ultima tură!” is said (round 50: hL50's one beat had lost it; round 75, "
          "hL75: by the band, after the goal's plate)",
          "game/flow/farkle_reading.py",  # (round 75, hL75: said by the band, after it)
          '            self.tr("farkle.last_round"), tuple(seats),\n',
          '            self.tr("farkle.goal_reached"), tuple(seats),\n',
          "tests/test_farkle_last_round_one_line.py::test_the_goals_banner_says_the_last_round_"
          "in_one_line"),
    # (farkle7.no_ribbon_look retired in round 79: the table of banner looks it widened is
    # gone with the stamp (round 79): the bust's plate is drawn by its own path (S65))
)
