"""Planted bugs of round 72's end said once (hW74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HW74: tuple[Break, ...] = (
    Break("end72.verdict_twice",
          "after a win's stage the results' headline says the final standings, never the "
          "verdict again (critics D71, E71, G71: 'Victorie! Ion' then 'Ion câștigă!')",
          "game/scenes/results_words.py",
          "        if self.said:  # the stage has just said the verdict",
          "        if self.said and not self.winners:  # the stage has just said the verdict",
          "tests/test_results_said_once.py::test_after_any_win_stage_no_verdict_is_said_again"),
    Break("end72.name_chip",
          "a person's win names them under 'Victorie!' large, in display type, with no plate "
          "(critic E71 #6: a small chip under the giant title)",
          "game/views/stage_words.py",
          "    titled = picture.line_titled and len(named) == 1",
          "    titled = picture.line_titled and len(named) > 1",
          "tests/test_stage_win_name_display.py::"
          "test_a_persons_win_writes_their_name_large_in_display_type"),
)
