"""Planted bugs of round 74's helper hT74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SPEED = ("tests/test_suite_speed.py::"
          "test_a_coach_state_is_reached_once_for_every_file_that_reads_it")

ROUND74_HT74: tuple[Break, ...] = (
    Break("ht74.coach_read_reaches_each_time",
          "a coach state read by several files is reached once a session, not once a reading "
          "(the suite's time: ~30 coach files each reached the same states)",
          "tests/coach_reached.py",
          "    if reading not in _READ.get(key, {}):\n",
          "    if True:\n",
          _SPEED),
    Break("ht74.coach_read_swallows_a_failure",
          "what a coach state's reading raised is raised in the test that asks for it (a "
          "shared reach must not hide a test's failure)",
          "tests/coach_reached.py",
          "        raise found\n",
          "        return None\n",
          _SPEED),
    Break("ht74.coach_read_drawn",
          "the shared reach is undrawn, as the files' own reaches were (coach_app()), so each "
          "reading reads the state its own reach read",
          "tests/coach_reached.py",
          '        app = coach_app(tmp_path / f"{step}-{size[0]}", size=size)\n',
          '        app = coach_app(tmp_path / f"{step}-{size[0]}", size=size, drawn=True)\n',
          _SPEED),
    Break("ht74.moment_card_numbered",
          "a moment's card (the countdown) shows its \"Sfat\" tag, no step of the tour, read "
          "from the shared reach (round 72, hC74; round 74, hC76)",
          "game/views/coach_steps.py",
          '        return (str(tr("coach.tip_tag")), stop,\n',  # (re-aimed at hC76's merge:
          '        return ("1/1", stop,\n',  # the moment's card's "Sfat" tag numbered)
          "tests/test_coach_footer_whole.py::test_every_yams_card_has_its_step_stop_and_next"),
)
