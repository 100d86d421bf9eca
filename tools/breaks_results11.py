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
          "enough for the best moment of a game)", "game/scenes/results_picture.py",
          "HEADLINE_SIZE = 116\n", "HEADLINE_SIZE = 80\n",
          "tests/test_results_headline_display.py::test_the_headline_is_the_panels_largest_"
          "display_line"),
)

_ZERO = "tests/test_results_zero_dimmed.py::"

RESULTS11_BREAKS += (
    Break("results11.zero_label_whole", "a figure of nothing's label under the podium reads "
          "whole, in the labels' cream (critic round 68: a greyed '0 Penta' looked like "
          "missing data)", "game/widgets/podium_figures.py",
          "            draw_text(surface, part, label_px, STAT_LABEL_COLOUR, (x, y),",
          "            draw_text(surface, part, label_px, ZERO_COLOUR if dim else "
          "STAT_LABEL_COLOUR, (x, y),",
          _ZERO + "test_a_zero_under_the_podium_is_dimmed[0.56]"),
    Break("results11.zero_icon_clear", "a figure of nothing's icon is dimmed yet clear, not "
          "washed murky", "game/widgets/podium_figures.py",
          "ZERO_ICON_ALPHA = 200\n", "ZERO_ICON_ALPHA = 150\n",
          _ZERO + "test_a_zeros_icon_stands_back_yet_reads"),
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
