"""Planted bugs of Rules, Settings and the Yams table's leftovers (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE17_BREAKS: tuple[Break, ...] = (
    Break("side17.settings_heading_scaled_only",
          "Settings' group headings read at 1024x600 (capitals 16 px tall or more)",
          "game/scenes/settings.py",
          # (re-aimed hN70: the heading HEADING_OVER_BODY times the body's)
          "return max(self.font_px(round(theme.FONT_BODY * HEADING_OVER_BODY)), HEADING_LEAST)",
          "return self.font_px(theme.FONT_BODY + 8)",  # (the old size, unfloored)
          "tests/test_settings_headings_read.py::test_the_group_headings_read_and_their_"
          "discs_grow_with_them"),
    Break("side17.standings_title_in_corner",
          "the Yams standings' title line clears the panel's rounded corners",
          "game/views/yams_standings.py",
          # (re-aimed by hY91: its words standings_title's, critic D71)
          '                              theme.GOLD, (words.x, y), "midleft",',
          '                              theme.GOLD, (inner.x, y), "midleft",',
          "tests/test_yams_standings_title_padding.py::test_the_title_line_stands_its_"
          "padding_inside_the_rounded_corners"),
    Break("side17.countdown_digit_row_bound",
          "the countdown badge's seconds read 13 px tall at 1024x600",
          "game/views/yams_views.py",
          # (hY88: re-aimed, the ring 36 px across at least, no longer bound to its row;
          # round 74, hY98: re-aimed, the ring as tall as its row, never less; round 75,
          # hC77: re-aimed, the timer larger than its row)
          "    across = min(badge_across(scale), cell.w - 2 * clear)\n",
          "    across = min(badge_across(scale), cell.w - 2 * clear, cell.h - 2 * clear)\n",
          "tests/test_yams_countdown_digit_reads.py::test_the_badges_digit_reads_at_a_"
          "glance"),  # (renamed, round 72: at 1920 too)
)
