"""Planted bugs of round 80's helper hK87:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LANG = "tests/test_settings_language_pending_hk87.py::"
_SIDE = "tests/test_side_focus_and_clear_hk87.py::"

ROUND80_HK87: tuple[Break, ...] = (
    Break("hk87.language_switches_on_an_arrow",
          "on 'Limba' an arrow only points; Enter or a click applies (ruling S89 2)",
          "game/widgets/pending_choice.py",
          "        self.pending = min(max(to, 0), len(self.options) - 1)\n",
          "        self.select(min(max(to, 0), len(self.options) - 1))\n",
          _LANG + "test_an_arrow_on_language_points_and_enter_applies"),
    Break("hk87.highlight_kept_after_leaving",
          "leaving 'Limba' drops its highlight (ruling S89 2)",
          "game/scenes/settings.py",
          "                widget.forget()  # the focus left \"Limba\": its highlight goes "
          "(S89 2)\n",
          "                pass\n",
          _LANG + "test_leaving_the_language_row_drops_the_highlight"),
    Break("hk87.row_focus_faint",
          "a focused settings row carries the menu's bold ring on its band (S69 1, amended "
          "round 80)",
          "game/widgets/row_focus.py",
          "    draw_tight_ring(surface, band, scale)",
          "    pass  # draw_tight_ring(surface, band, scale)",
          _LANG + "test_a_focused_row_is_ringed_as_bold_as_the_menu"),
    Break("hk87.side_screen_opens_unfocused",
          "Scores and Statistics open with their primary control focused (ruling S89 3)",
          "game/scenes/simple.py",
          "        if self.keeps_focus and self.focus.focused is None:\n",
          "        if self.keeps_focus and self.focus.focused is None and False:\n",
          _SIDE + "test_a_side_screen_opens_with_its_primary_focused"),
    Break("hk87.back_before_the_red_above",
          "on an empty Scores, Tab reads the red button above before 'Înapoi' (ruling S89 3)",
          "game/scenes/simple.py",
          "        first, second = (forward, back) if forward.rect.bottom <= back.rect.top "
          "else (back, forward)\n",
          "        first, second = (back, forward)\n",
          _SIDE + "test_empty_scores_tab_reads_the_red_button_before_back"),
    Break("hk87.scores_clear_unsaid",
          "a clear of the scores is said by a notice (ruling S89 4)",
          "game/scenes/clear_records.py",
          "        app.notices.post(app.tr(\"scores.cleared\"), kind=\"cleared\", at=at)  "
          "# said (S89 4)\n",
          "",
          _SIDE + "test_clearing_scores_is_said_and_keeps_a_focus"),
    Break("hk87.statistics_clear_unsaid",
          "a clear of the statistics is said by a notice (ruling S89 4)",
          "game/scenes/clear_records.py",
          "        app.notices.post(app.tr(\"stats.cleared\"), kind=\"cleared\", at=at)  "
          "# said (S89 4)\n",
          "",
          _SIDE + "test_clearing_statistics_is_said_and_keeps_a_focus"),
    Break("hk87.cleared_said_over_the_title",
          "a clear is said where its button stood, in the bottom row, never over the title "
          "(ruling S89 4)",
          "game/scenes/scores.py",
          "        ask_clear_scores(self.app, held, self.enter, said_where(self))\n",
          "        ask_clear_scores(self.app, held, self.enter)\n",
          _SIDE + "test_clearing_scores_is_said_and_keeps_a_focus"),
)
