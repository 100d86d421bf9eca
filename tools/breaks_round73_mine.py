"""Planted bugs of my own changes of round 73:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_MINE: tuple[Break, ...] = (
    Break("mine73.pill_flash_before_band", "a finished player's last box passes the turn with "
          "the band: no frame of \"La rând: Ion\" before it begins (the rest ends and the band "
          "is due in one frame)", "game/flow/yams_flow.py",
          "        self._rest_after_moment(dt)  # (before the turn follows: a rest ending this "
          "frame\n        # lets the band be due this frame, never a frame of \"La rând: Ion\" "
          "before it)\n        self._follow_turn(visible and not self.leaving.active)",
          "        self._follow_turn(visible and not self.leaving.active)\n"
          "        self._rest_after_moment(dt)",
          "tests/test_yams_pill_after_last_box.py::"
          "test_the_pill_says_a_finished_player_is_done_never_on_turn"),
)
