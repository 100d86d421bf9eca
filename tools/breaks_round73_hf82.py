"""Planted bugs of round 73's helper hF82 (the 10 000 table between beats):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FROZEN = "tests/test_farkle_turn_frozen_rows.py::"
_KEPT = "tests/test_farkle_last_turn_kept.py::"
_OPENING = "tests/test_farkle_ledger_opening.py::"
_UNDER = "tests/test_farkle_big_bank_counts_under_plate.py::"

ROUND73_HF82: tuple[Break, ...] = (
    Break("beats73.remark_gone_when_frozen", "the computer's remark stands in the Tura panel at "
          "every beat of its turn (critic J72: under its throws and bust it went and \"Scor\" "
          "dropped ~20 px)", "game/views/farkle_views.py",  # (re-aimed by hX80, round 73:
          # the computer's panel says a person's rows, its remark the prompt's, ruling S15)
          "    person = not game.finished  # (round 73, hX80",
          "    person = not game.finished and flow.frozen is None  # (round 73, hX80",
          _FROZEN + "test_every_row_of_the_tura_panel_keeps_its_rect_through_the_computers_turn"),
    Break("beats73.last_card_gone_under_bust", "the ledger's \"Tura trecută\" card stays while a "
          "first-throw bust's dice lie, replaced once by the bust's (critic J72: it went and "
          "came back)", "game/flow/farkle_reading.py",
          "        last = self.turn_before if self.hold > 0 else self.last_turn",
          "        last = None if self.hold > 0 else self.last_turn",
          _KEPT + "test_the_last_turns_card_stays_under_a_first_throw_bust_until_the_bust_"
          "replaces_it"),
    Break("beats73.two_hints_at_the_first_turn", "at the game's first turn the ledger says one "
          "hint, its card in the line's place (critic J72 #11: the line \"Zarurile puse "
          "deoparte apar aici.\" over the \"Prima tură a partidei\" card)",
          "game/views/farkle_story.py",
          "        said_last = card is not None  # (the line's place is the card's: no line)",
          "        said_last = False  # (the line's place is the card's: no line)",
          _OPENING + "test_the_first_turns_ledger_says_who_opens_the_game"),
    Break("beats73.big_bank_counts_after_its_plate", "a big bank's row counts up under its "
          "plate standing whole (critic J72 #10: the score stayed 0 beside \"+2 000\" and "
          "counted once the plate had gone)", "game/views/stage_big_bank.py",
          "LEAVE = (0.74, 0.9)", "LEAVE = (0.6, 0.84)",
          _UNDER + "test_the_bankers_row_counts_up_while_the_plate_stands_whole"),
)
