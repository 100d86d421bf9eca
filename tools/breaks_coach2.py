"""Planted bugs of the coach's tips kept off the live regions:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH2_BREAKS: tuple[Break, ...] = (
    Break("coach2.prompt_waits_for_card", "while a Yams card says the next action (hold, box)"
          " the prompt line waits: one voice (hC28)", "game/views/coach_reads.py",
          "    return coach.card is not None and coach.shown in SAYS_THE_PROMPT",
          "    return False",
          "tests/test_coach_one_voice.py::test_the_prompt_waits_while_a_yams_card_says_the_"
          "next_action"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
