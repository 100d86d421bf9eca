"""Planted bugs of round 77's helper hP81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STEPS = "tests/test_podium_steps_read_hp81.py::"

ROUND77_HP81: tuple[Break, ...] = (
    Break("hp81.steps_slabs",
          "every podium step is a block at most STEP_ASPECT times the winner's step's height "
          "across, never a third of the card (ruling S38, round 77, hP81)",
          "game/widgets/podium_layout.py",
          "    width = min(column, round(tallest * STEP_ASPECT))  # a block, not a slab (S38)\n",
          "    width = column  # a block, not a slab (S38)\n",
          _STEPS + "test_the_steps_are_blocks_not_slabs_on_their_columns"),
    Break("hp81.steps_off_columns",
          "each narrowed step stands centred on its column: the figures under it never move "
          "(ruling S38, round 77, hP81)",
          "game/widgets/podium_layout.py",
          "        x = rect.centerx + round((slot - middle) * (column + gap)) - width // 2\n",
          "        x = rect.centerx + round((slot - middle) * (width + gap)) - width // 2\n",
          _STEPS + "test_the_steps_are_blocks_not_slabs_on_their_columns"),
    Break("hp81.numeral_no_air",
          "each step's place numeral keeps air under its token, NUMERAL_AIR of its height "
          "(ruling S38, round 77, hP81)",
          "game/widgets/podium_layout.py",
          "                     round((step.h - band_px(scale) - token_reach(scale)) * "
          "NUMERAL_ROOM\n",
          "                     round((step.h - band_px(scale) - token_reach(scale)) * 0.8\n",
          _STEPS + "test_every_numeral_has_air_under_its_token"),
)
