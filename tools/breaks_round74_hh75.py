"""Planted bugs of round 74's helper hH75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FILLS = "tests/test_help_fills_felt.py::"
_RACE = "tests/test_farkle_help_race_marked.py::"
_STATS = "tests/test_statistics_read_floor.py::"

ROUND74_HH75: tuple[Break, ...] = (
    Break("hh75.panel_centred_over_a_band",
          "the '?' panel has no deeper band under it than over it (re-aimed hH76, ruling "
          "S18: centred top to bottom, the table round it dimmed, not down to the foot)",
          "game/widgets/help_panel.py",
          "felt.w - 2 * inset, size[1] - 2 * top)\n",
          "felt.w - 2 * inset, size[1] - 2 * top - px(40))\n",
          "tests/test_help_centred_dimmed.py::test_the_help_panel_is_centred_top_to_bottom"),
    Break("hh75.yams_help_dice_small",
          "the Yams '?' cards' dice are 44 px or more at 1920 (critic cQ74: ~30 px)",
          "game/scenes/yams_help.py",
          "    die_size = 52\n",
          "    die_size = theme.FARKLE_ICON_DIE + 4\n",
          _FILLS + "test_every_pictures_dice_are_large"),
    Break("hh75.farkle_help_dice_small",
          "the 10 000 '?' cards' dice are 44 px or more at 1920 (critic cQ74)",
          "game/scenes/farkle_help.py",
          "    die_size = theme.FARKLE_SMALL_DIE + 14\n",
          "    die_size = theme.FARKLE_SMALL_DIE + 2\n",
          _FILLS + "test_every_pictures_dice_are_large"),
    Break("hh75.race_bars_unmarked",
          "the 10 000 '?' race's bars wear their seats' colours (critic cQ74: unlabelled "
          "bars, no player colour)",
          "game/scenes/farkle_help.py",
          "pygame.draw.rect(surface, seat_colour(style), bar, border_radius=bar.h // 2)",
          "pygame.draw.rect(surface, theme.GOLD, bar, border_radius=bar.h // 2)",
          _RACE + "test_each_race_bar_wears_its_seats_colour_and_mark"),
    Break("hh75.throw_word_small",
          "card 1's 'punctează' is set in the captions' larger type (critic cQ74: ~16 px)",
          "game/scenes/farkle_help.py",
          "        small = max(self.caption_size(), self.font_px(THROW_WORD))\n",
          "        small = self._cell_font()\n",
          _RACE + "test_the_scoring_word_reads_under_its_two_dice"),
    Break("hh75.throw_bracket_overruns",
          "card 1's gold bracket spans the two lit dice alone (critic cQ74: it overran them "
          "under the wider word)",
          "game/scenes/farkle_help.py",
          "pygame.draw.line(surface, theme.GOLD, (lit_left, y), (lit_right, y), ",
          "pygame.draw.line(surface, theme.GOLD, (lit_left, y), (max(lit_right, mark.right), "
          "y), ",
          _RACE + "test_the_scoring_word_reads_under_its_two_dice"),
    Break("hh75.timer_fallback_drops_seconds",
          "the Yams '?' card 7 in English at 1024x600 still says 'in 3 s' (critic cQ74: "
          "its short form dropped the seconds)",
          "locales/en/LC_MESSAGES/yams.po",
          'msgstr "{box} in {seconds} s"\n',
          'msgstr "Scores in {box}"\n',
          "tests/test_yams_help_timer_seconds.py::test_the_timer_card_says_its_seconds"),
    Break("hh75.stats_type_floor",
          "Statistics draws no text under a 16.6 px em at 1024x600 (critic cQ74: the dice "
          "tab's captions ~12 px)",
          "game/scenes/statistics.py",
          "    type_least = STATS_TYPE_LEAST\n",
          "    type_least = theme.SIDE_TYPE_LEAST\n",
          _STATS + "test_no_statistics_text_under_13_px_of_capital"),
    Break("hh75.figures_column_small",
          "the 'Pe scurt' rows start at 14 px capitals at 1024x600 (critic cQ74: ~13 px, "
          "smaller than the charts' titles beside them)",
          "game/widgets/figure_column.py",
          "    size = max(FIGURES_LEAST, min(",
          "    size = max(least, min(",
          _STATS + "test_the_figures_column_reads_at_14_px"),
    Break("hh75.line_chart_x_axis_bare",
          "the recent totals' x axis says 'partida nr.' under its numbers (critic cQ74)",
          "game/scenes/stats_drawing.py",
          "x_unit=self.tr(\"stats.game_axis\"))",
          "x_unit=\"\")",
          _STATS + "test_the_recent_totals_x_axis_says_what_it_counts"),
)
