"""Planted bugs of round 80's helper hY119:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ATOMIC = "tests/test_yams_stage_exit_atomic.py::"

ROUND80_HY119: tuple[Break, ...] = (
    Break("hy119.places_show_the_table",
          "the places a Yams Penta's dice leave show the table itself with no die on it (its "
          "held rack and the record panel whole), never felt laid over them (S77, critic cA79 "
          "#1)",
          "game/views/stage_gather.py",
          "    if picture.emptied is not None:  # the table itself with no die on it: its rack,",
          "    if False:  # the table itself with no die on it: its rack,",
          _ATOMIC + "test_the_places_the_dice_leave_show_the_table_whole[joker_penta_held-size0]"),
    Break("hy119.emptied_drawn_again",
          "the table emptied of its dice is made again each time the table under the stage is "
          "drawn again (its landed figure, its line handed back), never a stale picture of it",
          "game/scenes/stage.py",
          "        if self.picture is not None:\n            forget_emptied(self.picture)\n",
          "        if self.picture is None:\n            forget_emptied(self.picture)\n",
          _ATOMIC + "test_the_places_the_dice_leave_show_the_table_whole[penta_held-size1]"),
    Break("hy119.straight_into_the_slots",
          "a Yams Penta's dice fly from their row straight into their own slots, the held ones' "
          "too: the table is never back with a die off its slot (S77)",
          "game/views/stage_gather.py",
          "    if picture.kind in YAMS_GATHERED:  # a Yams Penta's: straight into its own slots,",
          "    if False:  # a Yams Penta's: straight into its own slots,",
          _ATOMIC + "test_the_table_is_never_back_with_a_die_off_its_slot[joker_penta_held-size0]"),
    Break("hy119.column_first",
          "the table round a Yams Penta's dice comes back from its words' end, as its dice fly "
          "home: never dice over a bare stage (S77, critic cA79 #1)",
          "game/views/stage.py",
          "    return max(seen, span(clock.progress, *theme_stage.YAMS_TABLE_BACK))\n",
          "    return seen\n",
          _ATOMIC + "test_no_die_flies_home_over_a_bare_stage[joker_penta_held-size1]"),
)
