"""Planted bugs of round 72's Statistics after one game (hM72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HM72: tuple[Break, ...] = (
    Break("hM72.listed_totals_floor", "four 10 000 games listed: their totals never under the "
          "16 px floor at 1024x600 (they were at 15 px)", "game/widgets/charts.py",
          "    big = max(theme.font_px(theme.FONT_BODY if roomy else theme.FONT_SMALL, scale),\n"
          "              axis_label(scale))",  # (hS31: the axes' floor)
          "    big = min(theme.font_px(theme.FONT_BODY if roomy else theme.FONT_SMALL, scale),\n"
          "              axis_label(scale))",
          "tests/test_statistics_type_scale.py::test_no_word_on_statistics_is_under_16_px_at_"
          "1024[en-4-farkle_only]"),
)
