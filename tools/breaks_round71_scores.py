"""Planted bugs of round 71's Scores (hA72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE_TYPE = "tests/test_scores_one_name_type.py::"
_ONCE = "tests/test_scores_empty_says_once.py::"

ROUND71_SCORES_BREAKS: tuple[Break, ...] = (
    Break("scores71.one_name_type", "every name on the podiums' cards in one type: a long "
          "name is never set smaller than its neighbours (critic A71: 'Ștefan Țuțuianu')",
          "game/scenes/scores_podium.py",
          "    name_px, score_px = min(name_px, plan.name_px), min(score_px, plan.score_px)",
          "    name_px, score_px = plan.name_px, min(score_px, plan.score_px)",
          _ONE_TYPE + "test_every_podium_name_stands_in_one_type"),
    # scores71.names_fit_the_type retired round 78 (hS34, ruling S51): the cards' names at the
    # rows' type (NAME_TYPE 1.0), every name of the test's boards fits its card at its plan's
    # type at every size; the fitting (name_type) is kept for longer names
    Break("scores71.foot_air", "the tenth row keeps at least 8 px of air over its panel's "
          "edge at every window (critic A71: touching at 1024x600)",
          "game/scenes/scores.py",
          "        return max(FOOT_LEAST, round(self.px(theme.GAP * 1.2) * FOOT_PAD))",
          "        return round(self.px(theme.GAP * 1.2) * FOOT_PAD)",
          _ONE_TYPE + "test_the_tenth_row_keeps_air_over_the_panels_edge"),
    # scores71.empty_no_band retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
    Break("scores71.subtitle_not_the_empty", "the subtitle is not said for an empty board "
          "beside a full one (it says so itself: critic A71)",
          "game/scenes/scores_aim.py",  # (re-aimed round 77, hS33: the full board's bar said)
          "            elif self.table(kind):\n",  # (re-aimed round 79, hK84)
          "            elif True:\n",
          _ONCE + "test_an_empty_board_beside_a_full_one_says_it_once"),
)
