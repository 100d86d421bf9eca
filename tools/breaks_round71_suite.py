"""Planted bugs of round 71's suite-time cuts (hT71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_SUITE_BREAKS: tuple[Break, ...] = (
    Break("suite71.reaching_run_samples", "a layout check's Run with sample_every 0 only "
          "reaches a state: it draws a frame only when what the screen says changes, none "
          "sampled besides (round 71: the tests that read no problem of theirs drew every "
          "6th frame)", "tests/layout_check.py",
          "        drawn = (self.sample_every > 0 and self.frames_stepped % self.sample_every"
          " == 0\n",
          "        drawn = (self.frames_stepped % max(1, self.sample_every) == 0\n",
          "tests/test_suite_speed.py::test_a_run_that_only_reaches_a_state_draws_no_frame_but_"
          "its_changes"),
    Break("suite71.pill_moves_for_the_computer", "the Yams prompt's pill stands in its one "
          "place through the computer's turn too (the test that steps that turn now draws "
          "only the frames it reads; no break named it)", "game/views/yams_prompt.py",
          # (round 77: rect named; round 78, hY110: what it says named, S45)
          "    draw_prompt_pill(surface, rect, say,",
          "    draw_prompt_pill(surface, rect.move(0, 6 * bool(getattr(scene, "
          "'computer_turn', False))), say,",
          "tests/test_yams_prompt_one_form.py::test_the_pill_never_moves_through_a_persons_"
          "and_the_computers_turn"),
)
