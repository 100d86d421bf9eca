"""Planted bugs of round 70's Yams stages (hY83):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SEAL = "tests/test_yams_seal_clear_of_bang.py::"
_LOWER = "tests/test_stage_lower_part.py::"

ROUND70_YAMS_STAGES: tuple[Break, ...] = (
    Break("yams70.seal_on_bang", "a second Penta's seal stands clear of the stamp's \"!\" at "
          "every size and frame (critic C69: it touched it at 1920x1080)",
          "game/views/stage.py", "    rect.left = letters.right + gap",
          "    rect.centerx = letters.right + gap",
          _SEAL + "test_the_seal_stands_clear_of_the_stamps_letters_at_every_frame"),
    Break("yams70.bonus_63_twice", "the upper bonus says its 63 once: the strip's sum, the "
          "caption in words (critic D69: \"au ajuns la 63\" over \"63 / 63\")",
          "locales/ro/LC_MESSAGES/stage.po", "{first}–{last} și-au atins pragul",
          "{first}–{last} au ajuns la 63", _LOWER + "test_the_upper_bonus_says_its_63_once"),
    Break("yams70.one_glide_home", "a lifted row goes home by the one glide the Joker's and the "
          "TOTAL's rows share (stage_lift.toward_home): into its sheet row, off the controls",
          "game/views/stage_lift.py", "    goal = home(picture, rect)\n    return",
          "    goal = rect\n    return",
          "tests/test_yams_stage_exit_off_controls.py::test_no_lifted_row_lies_over_a_control_"
          "as_the_table_comes_back"),
)
