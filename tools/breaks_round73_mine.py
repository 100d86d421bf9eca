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
    Break("mine73.shadow_rim_round_places", "a gathered stage's bare places cover each die's "
          "drop shadow too (round 73: larger dice left a dark rim round each place)",
          "game/views/stage_gather.py",
          "    margin = max(theme.px(10, picture.scale), round(0.5 * max(r.w for r in "
          "picture.dice)))",
          "    margin = theme.px(10, picture.scale)",
          "tests/test_stage_no_ghosts.py::"
          "test_the_penta_dice_places_show_the_bare_felt_under_the_stage"),
)
