"""Planted bugs of the Yams staged moments (round 50): each a realistic one-line bug held by a
test."""

from __future__ import annotations

from tools.breaks import Break

_SLOTS = ("tests/test_yams_stage_keeps_slots.py::"
          "test_the_kept_rows_slots_stay_through_the_stage_and_its_hand_back")

_JOKER = ("tests/test_yams_joker_figure_room.py::"
          "test_the_jokers_100_waits_on_its_box_inside_its_plates_frame")

_STRIP = ("tests/test_yams_penta_strip_truthful.py::"
          "test_the_pentas_row_says_a_possible_50_never_a_scored_one")

YAMS8_BREAKS: tuple[Break, ...] = (
    Break("yams8.stage_keeps_slots", "a Yams stage hands the table back with its kept row's "
          "slots: none missing under it nor popping in after it", "game/scenes/yams_layout.py",
          "        if ((self.game.finished and self._results_pushed)",
          "        if (self.on_stage is not None or (self.game.finished and self._results_pushed)",
          _SLOTS),
    Break("yams8.joker_figure_under_caption", "the Joker's \"+100\" waits on its box, in "
          "its row's plate (re-aimed by hY86, critic C70: centred under its caption it made the "
          "words slide; by hY98, round 74: beside its row it hung off the plate, cQ74)",
          "game/views/stage_words.py",
          "    if figure_on_box(picture):  # a bonus's: on its box, the plate the block (cQ74)",
          "    if False:", _JOKER),
    # yams8.joker_group_over_row retired in round 60 (hY62): the Joker's Bonus Penta row is
    # lifted to hang under its group (game/views/stage_lift.py), so the floor over the sheet's
    # row no longer plays (figure_floor is None for a lifted row); the promise (its "+100"
    # last, over its row) stays pinned by its test
    Break("yams8.penta_no_figure", "a Penta's stage says no \"+50\": no figure rests by its "
          "box nor flies into it", "game/views/stage_words.py",
          "    if (clock.stamp_alpha() * fade <= 0 or picture.possible",
          "    if (clock.stamp_alpha() * fade <= 0", _STRIP),
    Break("yams8.penta_no_figure_placed", "no figure is placed by the Penta's box",
          "game/views/stage_words.py",
          "    if (clock.stamp_alpha() * fade <= 0 or picture.possible",
          "    if (clock.stamp_alpha() * fade <= 0",
          "tests/test_yams_penta_figure_centred.py::test_the_penta_figure_rests_centred_on_the_"
          "column"),
    Break("yams8.penta_box_shown_under_stage", "the Penta's box shows its 50 under the stage "
          "as the sheet does after it (never an empty box)", "game/scenes/yams_table_draw.py",
          "            cheapest=flow.sacrifice_box,",
          "            cheapest=flow.sacrifice_box, unsaid=(flow.primary_box if self.on_stage "
          "== \"penta\" else None),", _STRIP),
    Break("yams8.penta_possible_tag", "the Penta's lit row says \"posibil\" beside it",
          "game/views/stage.py",  # (hK64: its call is stage_landing's now, the tag moved)
          # (re-aimed hY80: the tag leaves with its row, its call on two lines)
          "        stage_landing.draw_possible(surface, picture, clock,  # there from its start; "
          "it\n"
          "                                    min(stays, 1 - row_gone(picture, clock)))  # leaves "
          "with it)", "        pass",
          _STRIP),
)
