"""Planted bugs of round 71's Yams stages (hY89):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_YAMS_STAGES_BREAKS: tuple[Break, ...] = (
    Break("round71.figure_at_its_box", "the upper bonus's \"+35\" and a Joker's \"+100\" wait "
          "on their lit row's box, inside its plate (ruling S12, round 74; critic C70: the "
          "words never move, the figure travels), not beside their box as any other Yams "
          "figure", "game/views/stage_words.py",
          # (round 74, hY98: re-aimed, the figure on its box since, beside_row gone; held by
          # the test that reads the drawn letters against the plate, top to bottom)
          "        cx, cy = on_box(picture, image)\n",
          "        cx, cy = beside_box(picture, image, top, (cx, cy))\n",
          "tests/test_yams_joker_figure_room.py::"
          "test_the_jokers_100_waits_on_its_box_inside_its_plates_frame"),
    Break("round71.joker_note_own_plate", "a Joker Penta's note lands in the prompt's pill at "
          "its one type size (critic C70: on a plate of its own, larger, it jumped to the "
          "pill's size as the table took the line back)", "game/views/stage_words.py",
          "    size = prompt_size(picture.scale)  # said as the prompt's pill",
          "    size = picture.caption_size()  # said as the prompt's pill",
          "tests/test_yams_joker_note_lands.py::test_the_jokers_note_lands_at_the_pills_size_"
          "and_place"),
)
