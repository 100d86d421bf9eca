"""Planted bugs of round 70's side screens (hA70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TEN = "tests/test_scores_ten_places.py::"
_TAG = "tests/test_scores_new_tag_room.py::"
_LINE = ("tests/test_stats_line_labels_clear.py::"
         "test_each_total_stands_clear_of_the_line_and_the_goal")

ROUND70_SIDE: tuple[Break, ...] = (
    # side70.band_named_by_what_it_covers retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
    # side70.band_over_every_free_place retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
    Break("side70.newest_name_whole", "a podium card too short for its 'NOU' tag in a corner "
          "keeps the name whole, the tag beside the medal (critic A69: 'Ioana...' at 1024)",
          "game/scenes/scores_podium.py",
          "        beside, medal_x = 0, rect.centerx - (new.box.w + air) // 2  # its line "
          "(critic A69)",
          "        beside, medal_x = beside, rect.centerx - (new.box.w + air) // 2  # its line "
          "(critic A69)",
          _TAG + "test_the_newest_name_reads_whole_beside_its_tag[size0]"),
    Break("side70.newest_name_in_one_type", "the newest name beside its tag is not set smaller "
          "than its neighbours' names (1366x768)", "game/scenes/scores_podium.py",
          "    name_px = plan.name_px  # one type for every name (critic A71: a long one set "
          "smaller)",
          "    name_px = round(plan.name_px * NAME_LEAST) if new is not None else plan.name_px  "
          "# one type for every name (critic A71: a long one set smaller)",
          _TAG + "test_the_newest_name_stands_in_its_neighbours_type"),
    Break("side70.totals_clear_of_the_line", "a few games' totals keep clear of the chart's "
          "line (critic A69: 9 200 / 10 400 on the line at 1024x600)",
          "game/widgets/chart_parts.py",
          "                    room = min([_apart(box, p) - clear for p in dots]",
          "                    room = min([_apart(box, p) - clear for p in dots[:1]]",
          _LINE + "[values3-222-size3-0.53]"),
    Break("side70.totals_clear_of_the_goal", "a few games' totals keep clear of the dashed "
          "goal line (critic A69: on the Obiectiv line)", "game/widgets/charts.py",
          "                                  None if reference is None else plot.y(reference[0]),"
          " bounds,",
          "                                  None, bounds,",
          _LINE + "[values1-10000-size1-1.0]"),
    Break("side70.stats_chip_compact", "Statistici's player picker is a compact chip at the "
          "header row's end, not a bar across it (critic A69)", "game/scenes/statistics.py",
          # (re-aimed round 77, hS33: the chip placed from the row's right end, S35)
          "        chip_w = min(self.chip_width(side), c.w)",
          "        chip_w = max(self.chip_width(side), c.w // 2)",
          "tests/test_statistics_chip.py::"
          "test_the_player_picker_is_a_compact_chip_at_the_rows_end[size0]"),
    Break("side70.stats_tabs_body_type", "Statistici's tabs' words as large as the body's "
          "(critic A69: small)", "game/scenes/statistics.py",
          "                        self.font_px(theme.FONT_BODY))  # (critic A69",
          "                        self.font_px(theme.FONT_SMALL))  # (critic A69",
          "tests/test_statistics_chip.py::"
          "test_the_player_picker_is_a_compact_chip_at_the_rows_end[size1]"),
    Break("side70.stats_one_baseline", "the figures' panel beside the charts ends level with "
          "them (critic A69: ~40 px over)", "game/scenes/stats_drawing.py",
          "            rect.h = self.figures_rect.h",
          "            rect.h = min(rect.h, self.figures_rect.h)",
          "tests/test_statistics_one_baseline.py::"
          "test_the_figures_panel_ends_level_with_the_charts[size2]"),
    Break("side70.menu_mark_under_dialog", "the menu's 'ales' pill is not drawn under a "
          "dialog (critic A69: a dark lump over the quit dialog's medallion at 1024x600)",
          "game/widgets/game_card.py",
          "        if self.mark and not under_a_dialog():  # astride",
          "        if self.mark:  # astride",
          "tests/test_dialog_menu_mark_hidden.py::"
          "test_the_menus_chosen_mark_is_not_drawn_under_a_dialog[size0]"),
)
