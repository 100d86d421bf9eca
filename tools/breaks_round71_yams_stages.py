"""Planted bugs of round 71's Yams stages (hY89):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_YAMS_STAGES_BREAKS: tuple[Break, ...] = (
    Break("round71.figure_at_its_box", "the upper bonus's \"+35\" and a Joker's \"+100\" wait "
          "beside their lit row, level with its top, clear of its frame (ruling S12, critic "
          "C70: the words never move, the figure travels), not at their box as any other "
          "Yams figure", "game/views/stage_words.py",
          "        cx, cy = beside_row(picture, image)\n",
          "        cx, cy = beside_box(picture, image, top, (cx, cy))\n",
          "tests/test_yams_bonus_flies_drawn.py::test_the_bonus_waits_beside_its_row_then_lives_"
          "in_it"),
    Break("round71.joker_note_own_plate", "a Joker Penta's note lands in the prompt's pill at "
          "its one type size (critic C70: on a plate of its own, larger, it jumped to the "
          "pill's size as the table took the line back)", "game/views/stage_words.py",
          "    size = prompt_size(picture.scale)  # said as the prompt's pill",
          "    size = picture.caption_size()  # said as the prompt's pill",
          "tests/test_yams_joker_note_lands.py::test_the_jokers_note_lands_at_the_pills_size_"
          "and_place"),
)
