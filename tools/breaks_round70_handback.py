"""Planted bugs of round 70's 10 000 moments handing back (hF74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_HANDBACK: tuple[Break, ...] = (
    Break("handback70.ghost_doubles",
          "the Chintă's dice fade out of their sorted row and in at home though their homes "
          "keep its order: two faded copies of each die (critic B70)",
          "game/views/stage_gather.py",
          "picture.home is not None and not homes_in_order(picture)",
          "picture.home is not None",
          "tests/test_farkle_chinta_one_flight.py::"
          "test_each_die_is_drawn_once_and_whole_as_it_goes_home"),
    Break("handback70.prompt_late",
          "the prompt line waits for the stage to lift though its dice already go home",
          "game/scenes/farkle_table.py",
          "if self.on_stage is None or self.stage_handing_back:",
          "if self.on_stage is None:",
          "tests/test_farkle_chinta_one_flight.py::test_the_prompt_line_is_back_as_the_dice_go_home"),
    # (handback70.pill_quiet retired in round 77, hH81: the last round's "La rând" pill
    # speaks after the card as in every passing, ruling S13 amended; its inverse is planted
    # as hh81.last_round_no_pill)
    # (handback70.banner_counts_with_chips retired in round 80, hF104, ruling S87 1.: a
    # banner's bank flies no chip and counts nothing under its plaque; its row counts in
    # after it, held by hf104.banner_counts_under_its_plaque)
)
