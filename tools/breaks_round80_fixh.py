"""Planted bugs of round 80's helper fixH:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LABEL = ("tests/test_farkle_turn_note_one_label.py::test_a_last_round_bank_taking_the_lead_"
          "keeps_its_label")
_ROWS = ("tests/test_farkle_turn_rows_fixed.py::test_the_first_note_row_stays_at_every_beat_"
         "then_says_the_score_to_beat")

ROUND80_FIXH: tuple[Break, ...] = (
    Break("fixh.played_bank_keeps_asking",
          "a last round's bank, once counted whole, says 'Ultima tură jucată', never "
          "'Necesar în tură' nor 'În frunte' (S80 2., amended round 80 by fixH)",
          "game/flow/farkle_note.py",
          "    if flow.last_turn_played():\n",
          "    if flow.last_turn_played() and flow.bust_shown:\n",
          _LABEL),
    Break("fixh.played_bust_keeps_asking",
          "a last round's bust, once its dice are seen, says 'Ultima tură jucată' in the "
          "Tura panel's slot (S80 2., amended round 80 by fixH)",
          "game/flow/farkle_reading.py",
          "        if self.bust_shown:  # (under the seat card the next player is shown: S79 1.)\n",
          "        if self.bust_shown and self.frozen is None:\n",
          _ROWS),
)
