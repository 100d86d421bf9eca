"""Planted bugs of round 70's 10 000 table between its states (hF73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_GOAL_BAND = ("tests/test_farkle_goal_to_band.py::"
              "test_the_title_never_comes_back_between_the_plate_and_the_band")

_CUE = ("tests/test_farkle_throw_cue.py::"
        "test_the_cup_stands_in_one_place_before_every_first_throw_of_both_turns")

_STAMP = ("tests/test_farkle_bust_stamp_over_dice.py::"
          "test_the_bust_stamp_lies_under_its_dice_their_rings_seen")

_PAIRS = ("tests/test_farkle_pairs_between_rows.py::"
          "test_the_scroll_lies_between_the_dice_and_the_slot_row_in_every_frame")

ROUND70_BETWEEN: tuple[Break, ...] = (
    Break("between70.band_under_the_lift", "the last round's band takes the title's row as the "
          "goal's plate lifts off the table, never the '10 000' title between them",
          "game/flow/farkle_beats.py",
          'if kind == "goal" and progress >= GONE and self.last_round_due',
          'if kind == "goal" and progress >= 1.0 and self.last_round_due', _GOAL_BAND),
    Break("between70.throw_said_twice", "before a turn's first throw 'Aruncă' is said by the red "
          "button and the key line only (critic B69: the prompt said it a third time)",
          "locales/ro/LC_MESSAGES/farkle.po", 'msgstr "Dă cu toate cele 6 zaruri"',
          'msgstr "Aruncă cele 6 zaruri ca să începi tura"', _CUE),
    # (between70.stamp_under_the_pips retired round 80, hF104, ruling S87 2.: the plate
    # stands centred in the deep felt under its dice, so a negative BUST_STAMP_OFF_DICE no
    # longer brings it onto their rings; the ring clearance is held by
    # tests/test_farkle_bust_middle_s87.py and test_farkle_bust_stamp_over_dice.py)
    Break("between70.pairs_off_the_slots", "three pairs' scroll lies between the thrown dice and "
          "the set-aside row, never over the row's slots (critic B69: it hid the whole row)",
          "game/views/stage_pictures.py",
          "    slots = table.mat.top  # (round 73",
          "    slots = table.mat.bottom  # (round 73",
          _PAIRS),
)
