"""Planted bugs of round 76's helper hW79:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HW79: tuple[Break, ...] = (
    Break("hw79.results_on_tinted_felt",
          "the results stand on the table's own rich green felt, never the olive of a gold "
          "seat's tint (round 76, hW79)",
          "game/scenes/results_picture.py",
          "            backdrop(kept, 0, self.scale, centre, seat, END_FELT)  # hushed into the\n",
          "            backdrop(kept, 0, self.scale, centre, seat)  # hushed into the\n",
          "tests/test_end_felt_hw79.py::test_the_results_stand_on_the_tables_rich_green_felt"),
    Break("hw79.results_veil_near_black",
          "the results' felt is lit round the card, never a near-black veil (round 76, hW79)",
          "game/scenes/results_picture.py",
          "            keep = round(255 * max(EVEN_DIM_FLOOR, END_FELT_KEEP, 1 - self.backdrop "
          "/ 255))\n",
          "            keep = round(255 * max(EVEN_DIM_FLOOR, 1 - self.backdrop / 255))\n",
          "tests/test_end_felt_hw79.py::test_the_results_stand_on_the_tables_rich_green_felt"),
    Break("hw79.win_on_tinted_felt",
          "the win's stage stands on the end's green felt, untinted (round 76, hW79)",
          "game/views/stage_table.py",
          "            felt = theme_stage.END_FELT if self.kind in END_KINDS else None\n",
          "            felt = None\n",
          "tests/test_end_felt_hw79.py::test_the_wins_stage_stands_on_that_green_felt"),
)
