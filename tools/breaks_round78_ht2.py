"""Planted bugs of round 78's helper hT2:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HT2: tuple[Break, ...] = (
    Break("ht2.line_blank_while_the_bust_rolls",
          "the 10 000 prompt line says the dice roll while a bust's throw is in the air, "
          "never blank (round 75, critic cB75; missed until round 78, hT2: the tumbling "
          "dice' still layer, drawn before the line was watched, hid the line from the test)",
          "game/flow/farkle_reading.py",
          "                return say(\"farkle.prompt.rolling\")\n",
          "                return None\n",
          "tests/test_farkle_prompt_never_blank.py::test_the_line_speaks_through_a_whole_bust"),
)
