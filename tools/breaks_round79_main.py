"""Planted bugs of round 79's seams mended on main:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND79_MAIN: tuple[Break, ...] = (
    Break("main79.name_hole_narrower_than_its_pill", "a Yams stage's confetti passes behind the "
          "name's pill as drawn, its seat token too (hC83's token widened the pill past the "
          "measured plate)", "game/views/stage_words.py",
          "    width = max(width, line_layer(picture, picture.line_size())[0].get_width())\n",
          "\n",
          "tests/test_stage_confetti_clear.py::test_no_confetti_over_the_pentas_row_and_name"),
)
