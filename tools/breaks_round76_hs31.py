"""Planted bugs of round 76's helper hS31:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_T = "tests/test_statistics_chart_words_hs31.py::"

ROUND76_HS31: tuple[Break, ...] = (
    Break("hs31.mini_chart_words_small",
          "the dice tab's mini-charts' numbers at the axes' floor at 1024x600 (critics cF75c, "
          "cZ75: ~11 px; ruling S18, amended round 76 by hS31)",
          "game/scenes/stats_dice.py",
          "    label = max(theme.least_type(), axis_label(scale))  # (hS31, cF75c: ~11 px at "
          "1024)\n",
          "    label = max(theme.least_type(), theme.chart_label(scale))\n",
          _T + "test_the_dice_mini_charts_words_at_the_axes_floor[statistics_dice_fair]"),
    Break("hs31.captions_each_their_lines",
          "the dice tab's captions side by side on as many lines each, centred over their "
          "charts (never a wrapped one beside a one-line twin)",
          "game/scenes/stats_dice.py",
          "                      (x + col_w // 2, room.y + row * step), \"midtop\")\n",
          "                      (x, room.y + row * step), \"topleft\")\n",
          _T + "test_the_dice_captions_one_alignment[statistics_dice_fair]"),
    Break("hs31.games_scale_small",
          "the listed games' scale (0, 100, 300 and the expert's mark) at the axes' floor",
          "game/widgets/charts.py",
          "    label, last = axis_label(scale), tracks[-1]\n",
          "    label, last = theme.chart_label(scale), tracks[-1]\n",
          _T + "test_the_player_charts_words_at_the_axes_floor[statistics_four_games]"),
    Break("hs31.no_box_page",
          "at 1024x600 the Yams per-box chart has a page of its own, whole, its names at the "
          "axes' floor, cued in the header row",
          "game/theme_stats.py",
          "STATS_PAGED_BELOW = 700\n",
          "STATS_PAGED_BELOW = 600\n",
          _T + "test_the_per_box_chart_shown_whole[statistics_fifty_games_english-size2]"),
    Break("hs31.box_page_not_whole",
          "the per-box chart's own page gives it the whole body",
          "game/scenes/statistics.py",
          "            self.chart_rects = [pygame.Rect(b.x, b.y, 0, 0), pygame.Rect(b.x, b.y, 0, "
          "0),\n                                b.copy()]\n",
          "            self.chart_rects = [pygame.Rect(b.x, b.y, 0, 0), pygame.Rect(b.x, b.y, 0, "
          "0),\n                                right.copy()]\n",
          _T + "test_the_per_box_chart_shown_whole[statistics_fifty_games-size2]"),
    Break("hs31.page_keys_dead",
          "at 1024x600 the Yams pages are chosen by keys too (Tab to their control, Right)",
          "game/scenes/statistics.py",
          "lambda _: self.layout(self.size), name=\"stats.page\")",
          "lambda _: None, name=\"stats.page\")",
          _T + "test_the_pages_are_reached_by_keys"),
)
