"""Planted bugs of round 70's Yams stages held still (hY86):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SEAL = "game/views/stage_seal.py"  # (split from stage.py, round 80, hY119)
_STILL = ("tests/test_yams_stage_holds_still.py::"
          "test_the_stamp_and_its_caption_hold_still_the_figure_off_the_rows_frame")

ROUND70_STAGE_STILL: tuple[Break, ...] = (
    Break("still70.seal_built_once", "a second Penta's seal (\"de 2 ori\") is lettered, drawn "
          "and tilted once a picture, not on every stage frame (a review of round 70)", _SEAL,
          "    if seal is None:\n        seal = picture.drawn_once[key] = built_seal(picture)\n",
          "    if seal is None or seal:\n        seal = picture.drawn_once[key] = "
          "built_seal(picture)\n",
          "tests/test_stage_letters_built_once.py::test_a_second_pentas_seal_is_built_once"),
    Break("still70.figure_off_the_frame", "the \"+35\" and the \"+100\" wait on their box, "
          "never on its plate's frame (critic C70: \"+100\" over the Bonus Penta row's frame; "
          "re-aimed by hY98, round 74: the figure on its box, as tall as the plate)",
          "game/views/stage_figure_on_box.py",
          "    room = plate.h - 2 * theme.px(PLATE_FRAME, picture.scale) - 2  # (centring: a px "
          "each)\n",
          "    room = plate.h  # (centring: a px each)\n",
          "tests/test_yams_joker_figure_room.py::"
          "test_the_jokers_100_waits_on_its_box_inside_its_plates_frame"),
)
