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
          "game/scenes/help_tiles.py", "        surface.blit(self._backdrop, (0, 0))\n",
          "        surface.blit(self._backdrop, self.panel, self.panel)\n",  # (re-aimed hR74:
          # the header blurred and hushed, neither alone lets a word read)
          _ONE_LINE + "test_no_table_word_reads_above_the_panel"),
    Break("help70.bold_too_long", "a Yams tile's bold line says its key fact in eight words "
          "at most", "locales/ro/LC_MESSAGES/yams.po",
          'msgid "yams.help.pick.key"\nmsgstr "Alege o căsuță din coloana ta"',
          'msgid "yams.help.pick.key"\nmsgstr "Alege o căsuță din coloana ta, cu cifra verde"',
          _ONE_LINE + "test_each_tile_is_one_bold_line_and_at_most_one_more"),
    Break("help70.hush_late", "the \"?\" page's hushed header is there from its first frame, "
          "while its panel scales in", "game/scenes/base.py",
          "        self.stack[-1].draw_backdrop(surface)\n", "",
          "tests/test_pause_keys_and_help_dim.py::"
          "test_the_help_dims_the_table_from_its_first_frame"),
    Break("help70.hatch_hairline", "the Joker's hatching on a barred box reads at 1024x600 "
          "(lines two pixels across)", "game/theme_table.py", "YAMS_HATCH_LINE_LEAST = 2\n",
          "YAMS_HATCH_LINE_LEAST = 1\n",
          "tests/test_yams_joker_hatch_seen.py::test_a_barred_boxs_hatching_reads_at_every_size"),
)
