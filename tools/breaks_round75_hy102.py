"""Planted bugs of round 75's helper hY102:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_EVERY = ("tests/test_yams_standings_every_row.py::"
          "test_every_rows_name_is_drawn_on_every_frame_of_the_glide")

ROUND75_HY102: tuple[Break, ...] = (
    Break("hy102.passed_row_gone",
          "every standings row stays drawn through a re-rank's glide: a row the riser passes "
          "is faint under its backing, never gone (S13, round 75)",
          "game/views/yams_standings_cross.py",
          "    return max(theme_table.YAMS_STANDINGS_PASSED_LEAST, opacity)\n",
          "    return opacity\n",
          _EVERY + "[size0-3]"),
    Break("hy102.hop_under_the_rows",
          "in two columns a row changing column is drawn last on its own backing: never its "
          "words through another row's (S13, round 75)",
          "game/views/yams_standings.py",
          "                cells.append((len(rows), row, pygame.Rect(",
          "                cells.append((-len(rows), row, pygame.Rect(",
          _EVERY + "[size2-6]"),
)
