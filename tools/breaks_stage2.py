"""More planted bugs of the stages (the stage backdrop and composition):
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

_TRUE = "tests/test_stage_states_true.py::"

STAGE2_BREAKS: tuple[Break, ...] = (
    Break("stage2.total_state_bonus_true", "the rare TOTAL's render state shows upper boxes "
          "that earn the bonus its caption names", "tools/screens_stage.py",
          "FULL_CARD = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9,",
          "FULL_CARD = {Box.ONES: 1, Box.TWOS: 2, Box.THREES: 3,",
          _TRUE + "test_the_rare_total_state_shows_a_card_that_earned_the_upper_bonus"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
