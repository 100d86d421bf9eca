"""Planted bugs of round 78's helper hY111:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HANDOVER = ("tests/test_yams_end_clean_handover_hy111.py::"
             "test_the_counts_figure_leaves_before_the_results_card_comes")

ROUND78_HY111: tuple[Break, ...] = (
    Break("hy111.card_comes_with_the_figure",
          "a crowned count's results card fades in only once the count's figure and sums "
          "have left: never both in one frame (ruling S57, round 78, hY111)",
          "game/scenes/results_picture.py",
          "            return 1.0 if self.time >= FIGURE_LEAVE else 0.0\n",  # (S94 1.)
          "            return 1.0\n",  # (re-pointed round 81, hY123)
          _HANDOVER),
    Break("hy111.figure_crossfades_under_the_card",
          "the count's picture with its figure leaves over FIGURE_LEAVE, not over the "
          "card's cross-fade: no double exposure (ruling S57, round 78, hY111)",
          "game/scenes/results_picture.py",
          "            fade = 1 - self.count_figure_light()\n",
          "            fade = min(fade, 1 - self.count_figure_light())\n",
          _HANDOVER),
    Break("hy111.plain_table_split_at_the_card",
          "a plain table before the results (no stage said) fades out evenly round the "
          "rising card, never its column cleared (ruling S57, round 78, hY111)",
          "game/scenes/results_picture.py",
          "                if self.said:\n",
          "                if True:\n",
          "tests/test_yams_end_clean_handover_hy111.py::"
          "test_a_plain_table_before_the_results_fades_out_evenly_never_split"),
    Break("hy111.auto_fill_dice_gone_before_the_band",
          "after an auto-fill the scored dice stay seen while its note is read, then leave "
          "as a validated turn's: no cup under the old turn before the band (ruling S57 3.)",
          "game/flow/yams_scoring.py",
          "            self.leaving.start(self._factor(), event.player, max(seconds, read),\n",
          "            self.leaving.start(self._factor(), event.player, seconds,\n",
          "tests/test_yams_auto_fill_ends_like_validated_hy111.py::"
          "test_after_an_auto_fill_the_dice_stay_until_the_band"),
)
