"""The planted bugs of the coach marks from hC21 on (tools/breaks_stage.py is full): each a
realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

COACH_BREAKS: tuple[Break, ...] = (
    Break("coach.step_fixed_number", "a tip keeps its fixed number in its game's tips (the "
          "risk tip is 3/5 whichever tip showed before it)", "game/views/coach_steps.py",
          "    step, total = mark_step(mark)\n    last",
          "    step, total = mark_step(mark)\n"
          "    step = 1 + sum(m in set(seen) and m != mark for m in MARK_ORDER[mark[:5]])\n"
          "    last",
          "tests/test_coach_steps.py::test_each_tip_keeps_its_own_number_whichever_shows_first"),
)
"""The coach's planted bugs (hC21 on)."""
