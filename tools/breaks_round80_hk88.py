"""Planted bugs of round 80's helper hK88:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONCE = "tests/test_scores_said_once_s90.py::"
_INV = "game/scenes/scores_invite.py"
_EXPERT = "tests/test_statistics_expert_said_s90.py::"
_PREVIEW = "tests/test_statistics_preview_s90.py::"

ROUND80_HK88: tuple[Break, ...] = (
    Break("hk88.empty_line_beside_subtitle",
          "an empty board's card does not say 'Primul scor urcă direct pe locul 1' under the "
          "page's 'Orice scor intră în top 10' (ruling S90 4, critic cC80)", _INV,
          '        line = ("" if self.tr("scores.any_board") in said_over',
          '        line = ("" if self.tr("scores.any_board_yams") in said_over',
          _ONCE + "test_any_score_gets_in_is_said_once[size1]"),
    Break("hk88.expert_mark_unexplained",
          "the salmon mark on a Yams game's bar says in words it is the Expert computer's "
          "mean (ruling S90 2, critic cC80 #5)", "game/scenes/stats_drawing.py",
          '            return total, self.tr("stats.reference_yams", total=total)\n',
          '            return total, f"Expert: {total}"\n',
          _EXPERT + "test_the_expert_mark_says_what_it_is[size1-ro]"),
    Break("hk88.legend_never_short",
          "the recent line's legend fits its narrow panel beside the unit: the short form "
          "where the whole words do not fit (ruling S90 2)", "game/scenes/stats_drawing.py",
          "        if self._legend_width([reference[1]], True) <= room:\n",
          "        if self._legend_width([reference[1]], True) <= room or True:\n",
          _EXPERT + "test_the_recent_lines_legend_fits_its_panel[size0-ro]"),
    Break("hk88.preview_small",
          "before the first game the preview of the charts takes a good share of the empty "
          "card's height (ruling S90 1, critic cC80 #2: a huge panel, three dice)",
          "game/widgets/stats_preview.py", "PREVIEW_SHARE = 0.5\n", "PREVIEW_SHARE = 0.2\n",
          _PREVIEW + "test_nothing_played_previews_the_charts_to_come[size2-ro]"),
    Break("hk88.preview_one_game_words",
          "the 10 000 page's preview says what its first game shows: the banks and busts, not "
          "the Yams boxes (ruling S90 1)", "game/scenes/stats_drawing.py",
          '        first = "stats.preview.boxes" if self.kind == "yams" else "stats.preview.banks"',
          '        first = "stats.preview.boxes"',
          _PREVIEW + "test_the_10000_page_previews_its_banks_and_busts"),
    Break("hk88.farkle_one_game_strip",
          "10 000 after one game: the chart of banks per turn takes real height beside the "
          "figures, under a game panel sized to its words (ruling S90 3, critic cC80 #4)",
          "game/scenes/statistics.py", "ONE_GAME_PANEL_SHARE = 0.47\n",
          "ONE_GAME_PANEL_SHARE = 0.62\n",
          "tests/test_statistics_farkle_one_game_tall_s90.py::"
          "test_one_games_bank_chart_has_real_height[size2]"),
)
