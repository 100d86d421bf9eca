"""Planted bugs of round 70's suite-time work (hT70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_PAST = ("tests/test_suite_speed.py::test_past_stage_steps_to_the_stage_and_skips_it_drawing_"
         "no_frame")

ROUND70_SUITE: tuple[Break, ...] = (
    Break("suite70.past_stage_unseen", "tools.screens_stage.past_stage steps a landed throw "
          "to its stage undrawn (round 70: its callers drew every frame to a stage they "
          "skip)", "tools/screens_stage.py",
          "    with unseen_frames(app, last_drawn=False):\n        for _ in range(most):",
          "    with __import__(\"contextlib\").nullcontext():\n        for _ in range(most):",
          _PAST),
    Break("suite70.past_stage_none_drawn", "past_stage draws no frame on leaving: the stage "
          "it reached is skipped, the caller's next step draws the table",
          "tools/screens_stage.py",
          "    with unseen_frames(app, last_drawn=False):\n        for _ in range(most):",
          "    with unseen_frames(app):\n        for _ in range(most):", _PAST),
)
