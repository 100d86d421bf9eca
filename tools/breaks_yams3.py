"""More planted bugs of the Yams table (its frame per beat):
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

YAMS3_BREAKS: tuple[Break, ...] = (
    Break("helpyams.type_floor", "nothing on the Yams \"?\" is under 15 px of em at 1024x600 "
          "(hH25)", "game/scenes/yams_help.py",
          "    type_least = theme.TABLE_TYPE_LEAST\n", "    type_least = theme.FONT_MIN\n",
          "tests/test_help_type_floor.py::test_nothing_on_a_help_page_is_under_15_px_at_1024x600"),
    Break("helpyams.one_idea_a_line", "each sentence of a Yams \"?\" card starts a line of its "
          "own, a card in two lines where it can (hH25)", "game/scenes/yams_help.py",
          "            lines = sentence_lines(text, size, words.w)[:LINES]\n",
          "            lines = wrap(text, size, words.w)[:LINES]\n",
          "tests/test_yams_help_lines.py::test_each_sentence_starts_a_line_and_a_card_takes_two_"
          "lines"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
