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
