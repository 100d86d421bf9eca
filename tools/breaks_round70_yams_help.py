"""Planted bugs of round 70's Yams help and sacrifice (hY84):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE_LINE = "tests/test_yams_help_one_line.py::"

ROUND70_YAMS_HELP: tuple[Break, ...] = (
    Break("help70.sentences_stacked", "a Yams tile's regular words run on in one line under "
          "its bold one, not a sentence a line", "game/scenes/yams_help.py",
          "        lines = even_lines(glued, size, width)\n",  # (re-aimed hA71)
          "        lines = sentence_lines(text, size, width)\n",
          _ONE_LINE + "test_each_tile_is_one_bold_line_and_at_most_one_more"),
    Break("help70.header_read", "no word of the table's header reads above the \"?\" panel",
          "game/scenes/base.py",  # (re-aimed hH76, ruling S18: the dialogs' veil alone)
          "                    dim_evenly(below)  # the light sheet sinks with the felt\n",
          "                    pass  # the light sheet sinks with the felt\n",
          _ONE_LINE + "test_no_table_word_reads_above_the_panel"),
    Break("help70.bold_too_long", "a Yams tile's bold line says its key fact in eight words "
          "at most", "locales/ro/LC_MESSAGES/yams.po",
          'msgid "yams.help.pick.key"\nmsgstr "Alege o căsuță din coloana ta"',
          'msgid "yams.help.pick.key"\nmsgstr "Alege o căsuță din coloana ta, cu cifra verde"',
          _ONE_LINE + "test_each_tile_is_one_bold_line_and_at_most_one_more"),
    # (help70.hush_late retired round 74, hH76, ruling S18: the "?" pages lay no backdrop of
    # their own over the dialogs' veil any more; there is none to show late or to fade)
    Break("help70.hatch_hairline", "the Joker's hatching on a barred box reads at 1024x600 "
          "(lines two pixels across)", "game/theme_table.py", "YAMS_HATCH_LINE_LEAST = 2\n",
          "YAMS_HATCH_LINE_LEAST = 1\n",
          "tests/test_yams_joker_hatch_seen.py::test_a_barred_boxs_hatching_reads_at_every_size"),
)
