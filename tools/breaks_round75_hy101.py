"""Planted bugs of round 75's helper hY101:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HY101: tuple[Break, ...] = (    Break("hy101.bonus_before_its_stage",
          "nothing of the upper bonus is said before its stage: the turn's line says the box "
          "alone until the bonus has played (critic cA75, S10 amended round 75)",
          "game/flow/yams_reading.py",
          '        if event.upper_bonus_reached and not self.moment.pending("upper_bonus"):',
          "        if event.upper_bonus_reached:",
          "tests/test_yams_bonus_said_after_stage.py::"
          "test_the_upper_bonus_is_not_said_before_its_stage"),
    Break("hy101.bonus_line_held",
          "the announcement's upper bonus line waits for its stage (the flow's "
          "announcement_now), never said before it",
          "game/scenes/yams_layout.py",
          "        said = self.flow.announcement_now()",
          "        said = self.flow.voice.announcement",
          "tests/test_yams_bonus_said_after_stage.py::"
          "test_the_upper_bonus_is_not_said_before_its_stage"),
)
