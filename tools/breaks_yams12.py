"""Planted bugs of the Yams stages (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SLOTS = ("tests/test_yams_stage_exit_slots.py::test_every_exit_frame_has_each_die_in_its_slot_"
          "and_no_dark_patch")

YAMS12_BREAKS: tuple[Break, ...] = (
    Break("yams12.dice_home_before_last_quarter", "over a Yams Penta's last quarter each die "
          "is drawn in its slot, the held ones in the held slots (critic C61)",
          "game/theme_stage.py", "YAMS_EXIT_HOME = (0.66, 0.74)",
          "YAMS_EXIT_HOME = (0.8, 0.9)", _SLOTS),
    Break("yams12.no_patch_round_home_dice", "once a Yams Penta's dice are home the table's "
          "places are not cleared: no dark patch round them (critic C61)",
          "game/views/stage.py", "        if not home_for_good(picture, clock):  # under them",
          "        if True:  # under them", _SLOTS),
    Break("yams12.strip_one_width", "a Yams stage's strip is its label and the player's box, "
          "one width with 1, 2, 4 and 6 players (critic C61)", "game/views/stage_lift.py",
          "theme.px(theme_stage.STAGE_STRIP_BOX, scale), h)", "round(target.w * k), h)",
          "tests/test_yams_strip_one_width.py::test_the_strip_is_one_width_with_1_2_4_and_6_"
          "players"),
)
