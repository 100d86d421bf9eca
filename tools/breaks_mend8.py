"""Planted bugs of a reviewer's findings, part 1 (round 69, hK70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LAST = "tests/test_yams_standings_last_turn.py::"

MEND8_BREAKS: tuple[Break, ...] = (
    Break("mend8.turns_column_for_the_ends", "the standings' turns column is sized for the "
          "longer of the two ends it says (\"ultima tură\", \"a terminat\"), no count never shown",
          "game/views/yams_standings.py",
          "turns = [turns_text(tr, k) for k in range(ROUNDS + 1) if turns_said(k)]",
          "turns = [turns_text(tr, 0)]",
          _LAST + "test_the_panel_is_laid_out_for_the_longer_end_said"),
)
