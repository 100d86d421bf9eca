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
)
