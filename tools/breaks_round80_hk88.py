"""Planted bugs of round 80's helper hK88:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONCE = "tests/test_scores_said_once_s90.py::"
_INV = "game/scenes/scores_invite.py"

ROUND80_HK88: tuple[Break, ...] = (
    Break("hk88.empty_line_beside_subtitle",
          "an empty board's card does not say 'Primul scor urcă direct pe locul 1' under the "
          "page's 'Orice scor intră în top 10' (ruling S90 4, critic cC80)", _INV,
          '        line = ("" if self.tr("scores.any_board") in said_over',
          '        line = ("" if self.tr("scores.any_board_yams") in said_over',
          _ONCE + "test_any_score_gets_in_is_said_once[size1]"),
)
