"""Planted bugs of round 74's helper hR75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ROWS = "tests/test_rules_rows_never_half.py::"
_COUNT = "tests/test_rules_counting_dice.py::"

ROUND74_HR75: tuple[Break, ...] = (
    # hr75.row_half_under_the_cue retired in round 78 (hR82, S49): nothing of the page is
    # drawn under the cue any more (the whole-lines run-on it guarded is gone).
    Break("hr75.rows_airy",
          "a scoring table's row keeps half a pad of air above and below its cells (critic "
          "cQ74: ~120 px a one-line row at 1920, 3½ rows a view)",
          "game/widgets/document.py",
          "ROW_AIR = 0.5\n",
          "ROW_AIR = 1.0\n",
          _ROWS + "test_a_scoring_table_row_is_compact"),
    Break("hr75.cue_band_bare",
          "a view stopped above a table row keeps only the cue's line under it, not a bare "
          "band a row tall (critic cQ74: no dead space)",
          "game/scenes/rules.py",
          "            shown.h = self._whole_view(offset, self.viewport.h - pad - "
          "self.cue_room())\n",  # (round 78, hR82, S49: the cue's row alone, always)
          "            shown.h = self._whole_view(offset, self.viewport.h - pad - 3 * "
          "self.cue_room())\n",
          _ROWS + "test_a_view_stopped_above_a_row_holds_every_row_that_fits_over_the_cue"),
    Break("hr75.small_straight_all_count",
          "the rules say which dice make a small straight: the four of its run, not a fifth "
          "die beside it",
          "game/rules/yams.py",
          "        return frozenset(values.index(face) for face in run)\n",
          "        return frozenset(range(len(values)))\n",
          _COUNT + "test_the_rules_say_which_dice_count"),
    Break("hr75.table_dice_unlit",
          "the Yams scorecard table lights the dice that count and dims the others (critic "
          "cQ74: the reader counted which 1s make '3')",
          "game/scenes/rules_pages.py",
          "        lit = yams_rules.pattern_dice(box, dice)",  # (re-aimed round 79, hR83, S66:
          "        lit = None",  # lit in every row)
          _COUNT + "test_the_scorecard_table_lights_the_dice_that_count_and_dims_the_others"),
    Break("hr75.measure_wide",
          "the rules' body keeps a measure of 65-75 characters a line at every size (critic "
          "cQ74)",
          "game/scenes/rules.py",
          "MEASURE = 950\n",
          "MEASURE = 1200\n",
          "tests/test_rules_leading.py::"
          "test_the_longest_paragraph_runs_65_to_75_characters_a_line"),
)
