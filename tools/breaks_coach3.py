"""Planted bugs of the coach cards (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH3_BREAKS: tuple[Break, ...] = (
    Break("coach3.yams_card_off_the_prompt", "a Yams coach card stands on empty felt only, "
          "never on the prompt line over the dice (critic C29: the top cards hid it)",
          "game/views/coach_yams.py", "    avoid.append(prompt_band(scene))\n", "",
          "tests/test_coach_empty_felt.py::test_every_yams_card_stands_on_empty_felt"),
)
