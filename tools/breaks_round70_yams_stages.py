"""Planted bugs of round 70's Yams stages (hY83):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SEAL = "tests/test_yams_seal_clear_of_bang.py::"
_LOWER = "tests/test_stage_lower_part.py::"
_GAP = "tests/test_yams_stage_no_gap.py::"

ROUND70_YAMS_STAGES: tuple[Break, ...] = (
    Break("yams70.seal_on_bang", "a second Penta's seal stands clear of the stamp's \"!\" at "
          "every size and frame (critic C69: it touched it at 1920x1080)",
          "game/views/stage_seal.py", "    rect.left = letters.right + gap",
          "    rect.centerx = letters.right + gap",
          _SEAL + "test_the_seal_stands_clear_of_the_stamps_letters_at_every_frame"),
    Break("yams70.one_glide_home", "a lifted row goes home by the one glide the Joker's and the "
          "TOTAL's rows share (stage_lift.toward_home): into its sheet row, off the controls",
          "game/views/stage_lift.py", "    goal = home(picture, rect)\n    return",
          "    goal = rect\n    return",
          "tests/test_yams_stage_exit_off_controls.py::test_no_lifted_row_lies_over_a_control_"
          "as_the_table_comes_back"),
    # yams70.total_count_late retired in round 74 (hD74): the TOTAL stage's count (shown from
    # its first frame, COUNT_SHOWN_FROM) retired with that stage
    Break("yams70.joker_words_wait", "a Joker Penta's \"+100\" waits on its box, in its row "
          "(critic D69: a gap opened above the row at 1024x600; re-aimed by hY86, critic C70: "
          "no sink, the figure off the column; by hY98, round 74: on its box, the bug: under "
          "it)", "game/views/stage_figure_on_box.py",
          "            box.centery - ink.centery + image.get_height() // 2)\n",
          "            box.bottom - ink.top + image.get_height() // 2)\n",
          "tests/test_yams_stage_holds_still.py::test_the_stamp_and_its_caption_hold_still_the_"
          "figure_off_the_rows_frame"),
    Break("yams70.group_not_sunk", "the stage's group (stamp, dice, name, caption) keeps no room "
          "for its figure, which waits beside its row (re-aimed by hY86, critic C70: it came "
          "down by its sink into the room its flown figure left)",
          "game/views/stage_picture.py", "        room = stage_gather.row_height(self)\n",
          "        room = stage_gather.row_height(self) + self.figure_ink().h * "
          "self.figure_under_caption()\n",
          _GAP + "test_no_gap_opens_over_the_row_as_the_figure_flies_off"),
)
