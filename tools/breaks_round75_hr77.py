"""Planted bugs of round 75's helper hR77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STYLE = "tests/test_help_one_style.py::"

ROUND75_HR77: tuple[Break, ...] = (
    Break("hr77.help_pages_sized_apart",
          "both '?' pages' words one size, so one line pitch (critic cC75: Yams 30 px against "
          "10 000's 35 at 1920)",
          "game/scenes/help_tiles.py",
          "            if not self.alone:\n",
          "            if self.alone:\n",
          _STYLE + "test_both_pages_words_share_one_size_and_pitch"),
    Break("hr77.farkle_card_three_lines",
          "no 10 000 '?' card's words past two lines (critic cC75: cards 1-4 ran 3-4 lines)",
          "locales/ro/LC_MESSAGES/farkle.po",
          'msgstr "La {target}, ceilalți mai au o tură. Câștigă cel mai mare total."\n',
          'msgstr "La {target} începe ultima tură. Ceilalți mai joacă o dată. Câștigă cel mai '
          'mare total."\n',
          _STYLE + "test_no_farkle_card_runs_past_two_lines"),
    Break("hr77.joker_headline_twice_penta",
          "the Yams Joker's headline plain: one 'Penta', its bonus (critic cC75: 'Încă o "
          "Penta, cu 50 la Penta: +100' hard to parse)",
          "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Încă o Penta, după un 50: +{points}"\n',
          'msgstr "Încă o Penta, cu 50 la Penta: +{points}"\n',
          _STYLE + "test_the_joker_headline_is_plain"),
    Break("hr77.bonus_figures_touch",
          "the Yams bonus card's figures stand apart at 1024x600, its dice inside the card "
          "(critic cC75: '121518' ran together, dice on the top border)",
          "game/scenes/yams_help.py",
          "        apart = max(FIGURE_GAP_LEAST, self.px(FIGURE_GAP))  # (the faces from the "
          "mark)\n",
          "        apart = 0  # (the faces from the mark)\n",  # (re-aimed round 77, hR81: one
          # "×3" after the faces, S33)
          _STYLE + "test_the_bonus_cards_figures_stand_apart_and_its_dice_inside"),
    Break("hr77.place_strip_uneven",
          "the Rules page's 'Secțiunea N din M' has a strip of its own, as much air over its "
          "line as under it (critic cC75: ~10 px over it, ~4 px over a pinned table header)",
          "game/scenes/rules.py",
          "        place_h = line_height(self.place_size()) + 2 * self.px(PLACE_AIR)\n",
          "        place_h = line_height(self.place_size()) + self.px(PLACE_AIR)\n",
          "tests/test_rules_place_strip.py::test_the_readers_place_has_even_air_over_and_under"),
    Break("hr77.table_lines_inset",
          "a Rules table's lines between rows span its stripes and header band (critic cC75: "
          "the stripes ran ~13 px past the lines)",
          "game/widgets/document.py",
          "        b.laid.ops.append(RectOp(pygame.Rect(0, y - 1, b.width, 1), theme.TABLE_LINE))"
          "  # (as\n",
          "        b.laid.ops.append(RectOp(pygame.Rect(pad, y - 1, b.width - 2 * pad, 1), "
          "theme.TABLE_LINE))  # (as\n",
          "tests/test_rules_rows_one_width.py::test_a_tables_lines_span_its_stripes"),
    Break("hr77.row_ring_uncounted",
          "a Rules table row's lit dice's rings are counted in its height: as much air under "
          "its content as over it (critic cC75: the rings ended 2 px over the next line)",
          "game/widgets/document.py",
          "    return reach if dice.held else 0\n",
          "    return 0\n",
          "tests/test_rules_rows_one_width.py::test_a_tables_rows_have_even_air_over_and_under"),
)
