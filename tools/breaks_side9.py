"""Planted bugs of the menu, rules, help pages, statistics, settings and dialogs (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CHIPS = "tests/test_menu_top_chips.py::"
_DIALOG = "tests/test_dialog_entrance_quiet_danger.py::"
_UNITS = "tests/test_statistics_units.py::"
_CHAPTER = "tests/test_rules_chapter_top.py::"

SIDE9_BREAKS: tuple[Break, ...] = (
    Break("side9.menu_chip_bare_zero",
          "a first start's games chip invites, never a bare 0",
          "game/scenes/menu.py",
          "        if played:\n",
          "        if True:\n",
          _CHIPS + "test_a_first_starts_chips_invite_and_never_say_a_bare_nothing"),
    Break("side9.dialog_medallion_enters_whole",
          "a dialog's medallion grows with its panel, never sliced by the panel's edge",
          "game/scenes/overlays.py",
          "        return panel.union(icon_rect(panel, scene.scale))\n",
          "        return panel\n",
          _DIALOG + "test_the_medallion_enters_whole_with_the_panel"),
    Break("side9.dialog_danger_quiet",
          "the destructive answer is quieter than the focused safe one",
          "game/theme.py",
          "BUTTON_DANGER = (80, 18, 40)",
          "BUTTON_DANGER = (168, 26, 72)",
          _DIALOG + "test_the_destructive_answer_is_quieter_than_the_focused_safe_one"),
    Break("side9.stats_axis_unit",
          "each chart's y axis names its unit over its numbers",
          "game/scenes/stats_drawing.py",
          '                              unit=self.tr("stats.unit.rolls"))',
          '                              unit="")',
          _UNITS + "test_each_charts_y_axis_names_its_unit_clear_of_its_numbers"),
    Break("side9.stats_scale_apart_from_unit",
          "one game's scale ends well apart from the \"puncte\" under its total",
          "game/widgets/charts.py",
          "            theme.px(theme.CHART_SCALE_AIR, scale)  # its",
          "            0  # its",
          _UNITS + "test_one_games_scale_stands_apart_from_the_unit_of_its_total"),
    Break("side9.stats_expected_whole",
          "the count each face should show is written as players write it (1 000, not 1 000,0)",
          "game/scenes/stats_dice.py",
          "    expected = (format_int(round(test.expected)) if test.expected == round(",
          "    expected = (format_int(round(test.expected)) if False and test.expected == round(",
          "tests/test_stats_dice_plain.py::test_the_verdict_in_plain_words_then_the_numbers_behind"),
    Break("side9.rules_jump_no_blank",
          "a jump opens a chapter on its heading at the view's top, no blank band before it",
          "game/scenes/rules.py",
          "        self.scroll.reveal(self.page.anchors[anchor])",
          "        self.scroll.reveal(max(0, self.page.anchors[anchor] - self.fade_height()))",
          _CHAPTER + "test_a_jump_opens_the_joker_on_its_heading_and_its_cases"),
    Break("side9.rules_title_centred",
          "the title Reguli stands on the centre line of the column it heads",
          "game/scenes/rules.py",
          'self.title_rect.center, "center", shadow',
          'self.title_rect.midleft, "midleft", shadow',
          _CHAPTER + "test_the_title_stands_on_its_columns_centre_line"),
    Break("side9.rules_cut_row_fades",
          "a table row cut by the view's top edge fades, even where only its lower lines show",
          "game/widgets/document.py",
          "        if unit[0] < low:",
          "        if op.y < low:",
          "tests/test_rules_screen.py::test_a_line_cut_by_the_scroll_edge_fades_into_the_panel"),
    Break("side9.rules_table_type_1024",
          "the rules tables' cells read at about 16 px of em at 1024x600",
          "game/theme.py",
          "RULES_TABLE_LEAST = 22",
          "RULES_TABLE_LEAST = 0",
          "tests/test_rules_table_type.py::test_table_text_reads_16_px_at_1024"),
)
