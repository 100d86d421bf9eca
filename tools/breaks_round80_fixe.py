"""Planted bugs of round 80's helper fixE:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_FIXE: tuple[Break, ...] = (
    Break("fixe.undo_key_under_the_banks_moment",
          "the 10 000's Ctrl+Z (Backspace) is refused while \"Anulează\" stands greyed under "
          "the bank's own moment, as a click on it is; it undoes once the offer is lit "
          "(ruling S79 3.)",
          "game/flow/farkle_flow.py",
          "        if self.game.can_undo and not self.undo_offered():\n",
          "        if self.game.can_undo and self.frozen is None and not self.undo_offered():\n",
          "tests/test_farkle_undo_key_as_its_button_fixe.py::"
          "test_the_undo_key_is_refused_while_its_button_is_greyed_then_undoes_once_lit"),
    Break("fixe.undo_key_takes_the_bank_in_flight",
          "an undo asked of the flow while the bank's points still rise is refused: the bank "
          "that reached the target stands (its last round due) until the offer (S79 3.)",
          "game/flow/farkle_flow.py",
          "        if self.game.can_undo and not self.undo_offered():\n",
          "        if self.game.can_undo and self.flight is None and not self.undo_offered():\n",
          "tests/test_promises_reveal.py::"
          "test_after_undoing_the_bank_that_reached_the_target_the_last_round_is_never_"
          "announced"),
)
