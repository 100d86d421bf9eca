"""Planted bugs of round 78's helper hY109:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COUNT = ("tests/test_yams_roll_count_under_band_hy109.py::"
          "test_the_greyed_count_is_the_ended_turns_until_the_band_goes")

_FLIP = "tests/test_yams_standings_flip_hy109.py::"
_NO_OVERLAP = _FLIP + "test_no_two_rows_overlap_in_any_frame_of_a_re_sort"

ROUND78_HY109: tuple[Break, ...] = (
    Break("hy109.standings_row_gone",
          "a flipping standings row folds to a strip at the flip's middle, never gone (S44)",
          "game/flow/turn_passing.py",
          "        return seat, YAMS_STANDINGS_FLAT + (1 - YAMS_STANDINGS_FLAT) * fold\n",
          "        return seat, fold\n",
          _FLIP + "test_a_row_keeping_its_place_never_moves_and_a_changed_one_flips_in_its_cell"),
    Break("hy109.standings_fold_leaves_its_cell",
          "a flipping row folds about its own cell's middle line, never over the row above "
          "(S44, critic cA77 #8)",
          "game/views/yams_standings_flip.py",
          "    return pygame.Rect(cell.x, cell.centery - h // 2, cell.w, h)\n",
          "    return pygame.Rect(cell.x, cell.y - h // 2, cell.w, h)\n",
          _NO_OVERLAP + "[size0-3]"),
    Break("hy109.standings_still_row_flips",
          "a row that keeps its place in a re-sort stays still, only the changed rows flip (S44)",
          "game/flow/turn_passing.py",
          "        if self._age is None or self._before[index] == self._order[index]:\n",
          "        if self._age is None:\n",
          _FLIP + "test_a_row_keeping_its_place_never_moves_and_a_changed_one_flips_in_its_cell"),
    Break("hy109.standings_flip_two_columns",
          "in the two columns of six players at 1024x600 the rows flip in their cells too "
          "(S44)",
          "game/views/yams_standings.py",
          "            col, at_row = divmod(k, per_col)\n",
          "            col, at_row = 0, k\n",
          _NO_OVERLAP + "[size3-6]"),
    Break("hy109.count_jumps_under_band",
          "the greyed 'Aruncă 2' keeps the ended turn's count under the passing's band and "
          "changes with the next player's contents as the band goes (S13, hY109)",
          "game/scenes/yams_table.py",
          "        return self.flow.leaving.active or handoff.pending or handoff.names_next\n",
          "        return self.flow.leaving.active or handoff.pending\n",
          _COUNT),
    Break("hy109.count_late_after_band",
          "the next player's count comes the frame the band stops naming them, never later "
          "(S13, hY109)",
          "game/scenes/yams_table.py",
          "        return self.flow.leaving.active or handoff.pending or handoff.names_next\n",
          "        return self.flow.leaving.active or handoff.pending or handoff.active\n",
          _COUNT),
)
