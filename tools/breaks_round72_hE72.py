"""Planted bugs of round 72's stage ends (hE72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HE72: tuple[Break, ...] = (
    # (hE72.penta_table_back_under_stamp retired round 82, hY125: ruling S103 1. reversed its
    # promise: a Yams Penta's stage cross-fades into the table from its exit's first frame,
    # its stamp fading as the table comes, never stronger than the table is not)
    Break("hE72.joker_caption_before_name", "a Joker's reason never reads before its player's "
          "name over it (critic D71: who, then what)", "game/views/stage.py",
          "                                 named if picture.kind in stage_gather.YAMS_GATHERED "
          "else stays)", "                                 stays)",
          "tests/test_yams_joker_first_beat.py::test_the_jokers_player_is_named_before_its_"
          "reason"),
)

_GOAL = "tests/test_farkle_goal_ends_sharp.py::"

ROUND72_HE72 += (
    Break("hE72.goal_plate_before_veil", "the goal's plate enters only once the table's veil is "
          "whole (critic E71: its edge cut \"Se|lecție\" on a table still sharp)",
          "game/views/stage_goal.py",
          "PLATE_AFTER = theme_stage.STAGE_VEIL_IN", "PLATE_AFTER = 0.0",
          _GOAL + "test_no_table_word_reads_cut_as_the_plate_enters"),
    Break("hE72.goal_blur_after_plate", "the table comes back into focus as the goal's plate "
          "folds, sharp once it has gone (critic E71: at 92 % the whole screen a blur)",
          "game/views/stage_goal.py",
          "    share = goal_folded(clock)  # as the plate folds",
          "    share = 1.0  # as the plate folds",
          _GOAL + "test_no_blurred_screen_is_left_once_the_plate_has_gone"),
    Break("hE72.goal_title_row_hushed", "as the goal's plate leaves no '10 000' title is read "
          "till the band takes its row, sharp (critic E71: the band blurred as it arrived; "
          "re-pointed round 76, hL76: the plate flies onto the title's words, no hushed slot)",
          "game/views/stage_goal.py",
          "    at.center = (picture.felt.centerx, band.centery)\n",
          "    at.center = (picture.felt.centerx, band.bottom + at.h)\n",
          _GOAL + "test_the_title_row_stays_hushed_till_the_band_comes_sharp"),
)
