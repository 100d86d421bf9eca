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
    Break("suite70.run_samples_its_figure", "a layout-check run draws and checks a frame at "
          "every change and every sample_every-th frame besides, its own figure (round 70: "
          "the wider sizes of test_layout_collisions sparser)", "tests/layout_check.py",
          "and self.frames_stepped % self.sample_every == 0\n",
          "and self.frames_stepped % SAMPLE_EVERY == 0\n",
          "tests/test_layout_collisions.py::test_a_run_draws_each_change_and_every_so_many_"
          "frames_besides"),
    Break("suite70.smallest_fully_sampled", "every layout sequence at 1024x600, the most "
          "crowded size, is checked at the layout check's own sampling; only the wider "
          "sizes sparser (the budget, benchmarks/suite_time.md round 70)",
          "tests/test_layout_collisions.py",
          "    return SAMPLE_EVERY if size == SIZES[0] else WIDER_SAMPLE_EVERY",
          "    return SAMPLE_EVERY if size == SIZES[-1] else WIDER_SAMPLE_EVERY",
          "tests/test_layout_collisions.py::test_every_sequence_is_checked_at_the_smallest_"
          "size_at_the_checks_own_sampling"),
    Break("suite70.goal_hands_back_settled", "the goal's stage hands the table back saying "
          "the new state from its first frame: its bank landed whole, no row counting on "
          "(the test reads the flow only: round 70 steps its frames undrawn)",
          "game/flow/farkle_beats.py", "self.counting = 0 if self.flight.headline else",
          "self.counting = 0 if False else",
          "tests/test_farkle_bank_numbers_settled.py::test_the_goals_stage_hands_back_a_table_"
          "that_says_the_new_state"),
    Break("suite70.goal_plate_opaque", "the goal's plate is opaque at every frame of its "
          "entrance (the test draws only the pixels it reads since round 70: clipped)",
          "game/views/stage_goal.py", "    _blit_grown(surface, body, at)\n",
          "    body = body.copy()\n    body.set_alpha(round(255 * entrance_done(clock)))\n"
          "    _blit_grown(surface, body, at)\n",
          "tests/test_farkle_banner_opaque.py::test_no_slot_shows_through_a_banners_plate_at_"
          "any_frame"),
    Break("suite70.play_until_unseen", "tools.screens_farkle.play_until plays on to a state "
          "undrawn, only the frame it stops at drawn (round 70: it drew every frame)",
          "tools/screens_farkle.py",
          "    with unseen_frames(app):\n        for _ in range(most):\n            if done():",
          "    with __import__(\"contextlib\").nullcontext():\n        for _ in range(most):\n"
          "            if done():",
          "tests/test_suite_speed.py::test_play_until_steps_unseen_but_its_last_frame"),
)
