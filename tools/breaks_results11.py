"""Planted bugs of results, Scores and Statistics (round 69, hR69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TYPE = "tests/test_statistics_type_scale.py::"

RESULTS11_BREAKS: tuple[Break, ...] = (
    Break("results11.stats_legend_as_ticks", "a chart's legend ('Ana', 'Expert: 222') reads "
          "no larger than its values (critic round 68: at 1024x600 the values read smaller "
          "than their labels)", "game/scenes/stats_drawing.py",
          "        size = chart_caption(self.scale)\n        width = self._legend_width(",
          "        size = chart_caption(self.scale) + 3\n        width = self._legend_width(",
          _TYPE + "test_ticks_read_as_large_as_captions_under_headings[50-None-size0]"),
)

RESULTS11_BREAKS += (
    Break("results11.headline_display", "the results' headline is the panel's display line, a "
          "screen title's size or more, over the winner's total (critic round 68: not big "
          "enough for the best moment of a game)", "game/views/stage_held.py",  # (round 74,
          "    size = max(12, int(fit * 100))\n", "    size = max(12, int(fit * 60))\n",  # hY96:
          # re-aimed,
          # the headline is the stage's title set in the card's room; again with hW76's lines)
          "tests/test_results_headline_display.py::test_the_headline_is_the_panels_largest_"
          "display_line"),
)

_ZERO = "tests/test_results_zero_figures.py::"

RESULTS11_BREAKS += (
    Break("results11.zero_label_whole", "a figure of nothing's label under the podium reads "
          "whole, in the labels' cream (critic round 68: a greyed '0 Penta' looked like "
          "missing data)", "game/widgets/podium_figures.py",
          "            draw_text(surface, part, label_px, STAT_LABEL_COLOUR, (x, y),",
          "            draw_text(surface, part, label_px, theme.MUTED if figure == '0' "
          "else STAT_LABEL_COLOUR, (x, y),",  # (round 72, hW73: re-aimed, no dim flag now)
          _ZERO + "test_a_zero_under_the_podium_is_in_the_figures_cream[0.56]"),
    Break("results11.zero_icon_clear", "a figure of nothing's icon is drawn whole, not "
          "washed murky (round 69; round 72, hW73: re-aimed, a zero now reads as every "
          "figure, critics D71, G71: the bug its icon left out)",
          "game/widgets/podium_figures.py",
          "        draw_chip_icon(surface, name, (left + icon // 2, centre_y), icon)\n",
          "        figure == \"0\" or draw_chip_icon(surface, name, (left + icon // 2, "
          "centre_y), icon)\n",
          _ZERO + "test_a_zero_in_the_list_reads_as_any_figure_icon_and_all"),
)

RESULTS11_BREAKS += (
    Break("results11.box_names_one_size", "every box's name under the 'Media pe căsuță' bars "
          "in one size (round 69: 'Full house' stood larger than 'Three of a kind')",
          "game/widgets/charts.py",
          # (re-aimed hS69: the names broken alike, split)
          "            lines, _ = name_lines(label, plot.label_size, round(width * NAME_ROOM), "
          "split)",
          "            lines, name_size = name_lines(label, plot.label_size, round(width * "
          "NAME_ROOM), split)",
          "tests/test_statistics_box_names_one_size.py::test_every_box_name_under_the_bars_is_"
          "one_size[en-size0]"),
)
