"""Planted bugs of round 80's helper hY119:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ATOMIC = "tests/test_yams_stage_exit_atomic.py::"
_JOKER = "tests/test_yams_joker_penta_bigger.py::"
_PLATES = "tests/test_yams_stage_dice_plates.py::"

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
    Break("hy119.joker_own_headline",
          "a Joker Penta's headline is its own, \"Joker Penta!\", never a Penta's (S77)",
          "game/views/stage_pictures.py",
          '    "joker_penta": "stage.joker_penta",  # its own headline, the rarest (S77)',
          '    "joker_penta": "yams.penta",  # its own headline, the rarest (S77)',
          _JOKER + "test_the_joker_pentas_stage_is_bigger_than_a_pentas[size0]"),
    Break("hy119.joker_dice_larger",
          "a Joker Penta's dice gather larger than a Penta's, under a wider title (S77)",
          "game/views/stage_penta_room.py",
          '    if kind == "joker_penta":  # the rarest: larger dice under a wider title (S77)',
          '    if False:  # the rarest: larger dice under a wider title (S77)',
          _JOKER + "test_the_joker_pentas_stage_is_bigger_than_a_pentas[size1]"),
    Break("hy119.joker_ruby_light",
          "a Joker Penta's light is its own ruby, never a Penta's gold (S77)",
          "game/views/stage_table.py",
          '            if self.kind == "joker_penta":  # its own ruby light, never a Penta\'s',
          '            if self.kind == "joker":  # its own ruby light, never a Penta\'s',
          _JOKER + "test_the_joker_pentas_stage_is_bigger_than_a_pentas[size0]"),
    Break("hy119.joker_longest",
          "a Joker Penta's stage is the longest of the Yams (S77)",
          "game/flow/stage.py",
          '"joker_penta": theme_stage.STAGE_JOKER_SECONDS,',
          '"joker_penta": 3.4,',
          _JOKER + "test_the_joker_pentas_stage_is_the_longest_and_still_skippable"),
    Break("hy119.plate_rounded_as_the_die",
          "a gathered die's plate is rounded as the die, never a sharp gold square (S77)",
          "game/views/stage_gather.py",
          "    return round(CORNER_RADIUS * (min(plate.size) - 2 * grow)) + grow\n",
          "    return theme.px(16, picture.scale)\n",
          _PLATES + "test_each_plate_is_rounded_as_its_die[penta-size0]"),
    Break("hy119.pop_on_one_line",
          "a Penta's dice swell about their feet: the row stays on one line (S77)",
          "game/views/stage_penta_dice.py",
          "    grown.midbottom = die.midbottom\n",
          "    grown.center = die.center\n",
          _PLATES + "test_the_dice_keep_one_line_as_they_pop[penta-size0]"),
)
