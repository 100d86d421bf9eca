"""Planted bugs of the suite's time, tests still catching their bugs (round 69, hT69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SUITE2_BREAKS: tuple[Break, ...] = (
    Break("suite2.until_staged_unseen", "tools.screens_stage.until_staged steps a throw to "
          "its stage undrawn, the stage's first frame drawn once (round 69: ~77 test files "
          "drew every frame of the throw)", "tools/screens_stage.py",
          "    with unseen_frames(app):\n        for _ in range(most):",
          "    with __import__(\"contextlib\").nullcontext():\n        for _ in range(most):",
          "tests/test_suite_speed.py::test_until_staged_steps_to_the_stage_unseen_but_its_"
          "first_frame"),
    Break("suite2.until_staged_last_drawn", "the stage's first frame is drawn on leaving "
          "until_staged, as the last step shows it", "tools/screens_stage.py",
          "    with unseen_frames(app):\n        for _ in range(most):",
          "    with unseen_frames(app, last_drawn=False):\n        for _ in range(most):",
          "tests/test_suite_speed.py::test_until_staged_steps_to_the_stage_unseen_but_its_"
          "first_frame"),
)
