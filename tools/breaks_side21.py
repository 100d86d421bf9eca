"""Planted bugs of Scores ten places and Statistics type (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TEN = "tests/test_scores_ten_places.py::"
_TYPE = "tests/test_statistics_type_scale.py::"

SIDE21_BREAKS: tuple[Break, ...] = (
    Break("side21.ghost_rows", "every Scores board shows ten numbered places, its free places "
          "4-10 ghost rows level with a full board's (ruling S4; critics A65/A66: half empty)",
          "game/scenes/scores.py",
          "        for i in range(max(3, len(rows)), MAX_ROWS):  # every free place of 4-10",
          "        for i in range(max(3, len(rows)), min(MAX_ROWS, len(rows) + 1)):  # every "
          "free place of 4-10",
          _TEN + "test_every_board_shows_ten_places_level_with_a_full_boards[counts1-size1]"),
    # side21.ghost_quiet retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
    Break("side21.stats_headings_over_ticks", "a chart panel's heading stands larger than its "
          "axes' numbers at every size (critic A66: ticks > captions)", "game/theme_charts.py",
          "    return max(small, axis_label(scale) + HEADING_OVER_TICKS)", "    return small",
          _TYPE + "test_ticks_read_as_large_as_captions_under_headings[50-None-size0]"),
    Break("side21.stats_unit_over_ticks", "an axis's unit ('puncte') as large as its "
          "numbers (critic A66: not larger; round 69: not smaller)", "game/widgets/charts.py",
          # (re-aimed round 69: the unit a step over its numbers is now the bug)
          "        caption = chart_caption(scale)  # as large",
          "        caption = size + 3  # as large",
          _TYPE + "test_ticks_read_as_large_as_captions_under_headings[50-None-size1]"),
    Break("side21.stats_16px", "nothing on Statistici under 16 px of em at 1024x600 (a few "
          "games' list read 15 px)", "game/widgets/charts.py",
          "                axis_label(scale))  # under 16 px at 1024)",  # (hS31)
          "                0)  # under 16 px at 1024)",
          _TYPE + "test_no_word_on_statistics_is_under_16_px_at_1024[ro-3-None]"),  # (hS69: ro, en)
    Break("side21.help10k_fills", "the 10 000 \"?\" page's wrapped sentences fill their first "
          "line, not two half lines (critic A66: its column wrapped at half width)",
          "game/scenes/farkle_help.py", "    fill_lines = True  # (hS67",
          "    fill_lines = False  # (hS67",
          # (round 79, fixB: every card now fits a sentence a line but one that nearly fills
          # two; the test states the promise on a sentence of about 1.6 columns)
          "tests/test_farkle_help_full_measure.py::"
          "test_a_sentence_wider_than_its_column_fills_its_first_line"),
    Break("side21.stats_empty_in_place", "Statistici's empty state stands centred where the "
          "charts will, its panel sized to its content (critic A66: it floated; critic I72: "
          "a screen-sized panel round three dice and one line)",
          "game/scenes/statistics.py", "        self.empty_frame = self.empty_panel.copy()",
          "        self.empty_frame = self.body.copy()",  # (re-aimed round 72: critic I72
          # reversed hS67's promise, the panel sized to its content now)
          "tests/test_statistics_empty_in_place.py::test_the_empty_state_is_sized_to_its_"
          "content_where_the_charts_will_stand[size1]"),
)
