"""Planted bugs of round 77's helper hR80:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STORE = "tests/test_clear_records_storage.py::"
_SCREENS = "tests/test_clear_records_screens.py::"

ROUND77_HR80: tuple[Break, ...] = (
    Break("hr80.clear_scores_forgets_ids",
          "clearing the high scores keeps the entered games' ids, so a second copy entering "
          "one of them again never brings an old score back (ruling S32)",
          "game/storage/store.py",
          "            {key: [] for key in HIGHSCORE_TABLES}, extra))",
          "            {key: [] for key in HIGHSCORE_TABLES}, {}))",
          _STORE + "test_a_game_recorded_before_the_clear_never_comes_back_to_the_boards"),
    Break("hr80.clear_stats_forgets_ids",
          "clearing the statistics keeps the counted games' ids: a game counted before is "
          "not counted again by a second copy (ruling S32)",
          "game/storage/stats.py",
          "        cleared = StatsData(game_ids=kept_ids)",
          "        cleared = StatsData()",
          _STORE + "test_a_game_counted_before_the_clear_is_not_counted_again"),
    Break("hr80.clear_keeps_unsaved_dice",
          "dice thrown before the clear and not yet written are dropped with it (ruling S32)",
          "game/storage/stats.py",
          "        self._unsaved, self._unsaved_games, self._unsaved_throws = StatsData(), [], 0\n"
          "        return True\n\n    def dice_thrown",
          "        return True\n\n    def dice_thrown",
          _STORE + "test_clearing_the_statistics_empties_them_and_leaves_the_high_scores"),
    Break("hr80.stale_copy_writes_back",
          "a second copy's stale read of the statistics is never written back over a clear "
          "(ruling S32)",
          "game/storage/stats.py",
          "        if self._file_signature() != self._seen:\n            data = self._read_disk()",
          "        if False:\n            data = self._read_disk()",
          _STORE + "test_a_stale_second_copy_writing_a_game_keeps_only_that_game"),
    Break("hr80.screen_reads_stale_stats",
          "the Statistics screen opened after another copy cleared them shows them cleared "
          "(ruling S32)",
          "game/scenes/statistics.py",
          "        self.app.stats.catch_up()\n        self.refresh()",
          "        self.refresh()",
          _SCREENS + "test_a_statistics_screen_opened_after_another_copy_cleared_shows_them_"
          "cleared"),
    Break("hr80.clear_in_memory_when_refused",
          "a refused clear forgets nothing, on disk or in memory (ruling S32)",
          "game/storage/stats.py",
          "        if not written:\n            return False\n        self._data, self._pending, "
          "self._seen = cleared",
          "        self._data, self._pending, self._seen = cleared",
          _STORE + "test_a_refused_clear_keeps_the_old_files_whole_and_says_so"),
    Break("hr80.danger_focused",
          "the question before clearing has its safe answer 'Anulează' focused: Enter keeps "
          "everything (ruling S32, S23's manners)",
          "game/scenes/overlays.py",
          "        self.focus.index = 0  # the safe answer has the focus: Enter keeps the game",
          "        self.focus.index = 1  # the safe answer has the focus: Enter keeps the game",
          _SCREENS + "test_the_statistics_question_keeps_everything_until_confirmed"),
    Break("hr80.scores_clear_shown_empty",
          "the scores' 'Șterge scorurile' shows only while a board holds a score (ruling S32)",
          "game/scenes/scores.py",
          "        self.clear_button.visible = any(self.entries.values())",
          "        self.clear_button.visible = True",
          _SCREENS + "test_nothing_to_clear_no_button"),
    Break("hr80.corner_on_the_play_button",
          "the quiet clear stands in the bottom row's right corner, apart from Back and "
          "'Joacă …' (ruling S32)",
          "game/scenes/simple.py",
          "        button.place(pygame.Rect(self.content.right - width, row.y, width, row.h),",
          "        button.place(pygame.Rect(self.content.centerx, row.y, width, row.h),",
          _SCREENS + "test_statistics_offer_a_quiet_clear_in_the_corner"),
    Break("hr80.stats_clear_wipes_scores",
          "clearing the scores leaves the statistics (each separately, ruling S32)",
          "game/scenes/clear_records.py",
          "        app.store.clear_highscores()  # (a refused disk is reported by the store)",
          "        app.store.clear_highscores()  # (a refused disk is reported by the store)\n"
          "        app.stats.clear()",
          _SCREENS + "test_confirming_clears_the_scores_and_leaves_the_statistics"),
    # hr80.running_head_never retired round 79
    # (hR83, S66): the running head is gone; the section's
    # own heading is pinned over the view (tests/test_rules_sticky_heading_s66.py).
    # hr80.running_head_twice retired round 79
    # (hR83, S66): no running head to say twice.
    # hr80.running_head_off_the_rows retired round 79
    # (hR83, S66): no running head.
    Break("hr80.dialog_ghost_edge",
          "a dialog grows alone in its entrance: the screen beside its medallion stays where it "
          "is, no shrunken ghost of it over the panel's edge (ruling S32)",
          "game/scenes/base.py",
          "        panel = _lifted(panel, surface.subsurface(rect))",
          "        panel = panel",
          _SCREENS + "test_the_question_grows_alone_no_ghost_of_the_screen_over_its_edge"),
    Break("hr80.scores_corner_off_the_boards",
          "the scores' quiet clear ends on the boards' right edge at every size (ruling S32)",
          "game/scenes/scores.py",
          "        self.clear_button.rect.right = self.panels[\"farkle\"].right  # on the boards' "
          "right",
          "        # on the boards' right",
          _SCREENS + "test_scores_offer_a_quiet_clear_in_the_corner"),
)
