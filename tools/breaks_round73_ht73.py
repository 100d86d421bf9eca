"""Planted bugs of round 73's helper hT73:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HT73: tuple[Break, ...] = (
    Break("suite73.press_in_the_moments_hold", "a press while a rare throw's moment holds "
          "(the later frames before its stage, after the landing's own wait) acts on nothing",
          "game/flow/farkle_reading.py",
          "                or self.moment.holding or self.game.finished)",
          "                or self.game.finished)",
          "tests/test_farkle_stage_honest.py::test_input_between_the_landing_and_the_stage_does_"
          "not_pre_empt_it"),
)
