"""Planted bugs of the Yams TOTAL stage's one story (round 69, hY78):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TOTAL_ROOM = "tests/test_yams_total_no_dead_band.py::test_the_lead_line_comes_into_the_room_" \
    "its_figure_left"

YAMS25_BREAKS: tuple[Break, ...] = (
    Break("yams25.joker_caption_stays", "a Joker's words come down into the room its "
          "flying \"+100\" leaves: no dead band over the Bonus Penta row (critics C67, D69; "
          "re-aimed by hY83: the whole group, not its caption half-way; by hY86: no room kept "
          "for the figure, beside its row)",
          "game/views/stage_picture.py", "        room = stage_gather.row_height(self)\n",
          "        room = stage_gather.row_height(self) + self.figure_ink().h * "
          "self.figure_under_caption()\n",
          "tests/test_yams_joker_no_dead_band.py::test_the_jokers_caption_keeps_no_room_for_its_"
          "figure"),
)
