"""Planted bugs of the Yams stages' lower part and TOTAL count-up (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS14_BREAKS: tuple[Break, ...] = (
    # (yams14.upper_part_shown retired round 80, hY120, ruling S78 2.: the "Bonus!" stage it planted
    # into no longer plays; the upper bonus is the band's takeover all game)
    # yams14.standings_own_total_landed retired (hY71, critic C65: "1. Ion" with no score):
    # until the figure lands the standings say the player's total as its TOTAL row reads it,
    # in the order it makes, then reorder as it lands (yams18.total_standings_before)
    Break("yams14.tag_end_leaves", "the Penta strip keeps no dark end where \"de înscris\" "
          "stood once the tag has faded", "game/views/stage_table.py",
          "        plate = self.row_plate(tag=False)", "        plate = self.row_plate()",
          "tests/test_stage_penta_tag_leaves.py::test_the_tags_end_of_the_plate_leaves_with_"
          "the_tag"),
)
