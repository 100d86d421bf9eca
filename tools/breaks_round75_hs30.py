"""Planted bugs of round 75's helper hS30:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WAITS = "tests/test_yams_stage_waits_for_the_dice.py::"

ROUND75_HS30: tuple[Break, ...] = (
    Break("hs30.penta_cuts_in",
          "a Penta's landed dice lie still, seen, theme_stage.THROW_HOLD seconds before its "
          "stage dims the table (it cut in ~0.18 s after they landed)",
          "game/flow/moments.py",
          'HELD_THROWS = (*HEADLINE_THROWS, "penta", "joker_penta")\n',
          'HELD_THROWS = (*HEADLINE_THROWS, "joker_penta")\n',
          _WAITS + "test_a_pentas_landed_dice_hold_still_before_its_stage"),
    Break("hs30.joker_penta_cuts_in",
          "a Joker Penta's landed dice lie still, seen, before its stage too",
          "game/flow/moments.py",
          "    return THROW_LEAD if kind in HELD_THROWS else 0.0\n",
          "    return THROW_LEAD if kind in (*HEADLINE_THROWS, \"penta\") else 0.0\n",
          _WAITS + "test_a_joker_pentas_landed_dice_hold_still_before_its_stage"),
    Break("hs30.penta_stamp_before_its_stage",
          "no 'Penta!' stamp in the table's strip while its landed dice are held before its "
          "stage (said once, by the stage)",
          "game/views/yams_moments.py",
          "            and not flow.moment.clock.waiting  # (its landed dice held, seen, before "
          "it)\n",
          "            and flow.moment.clock.kind is not None  # (its landed dice held, seen, "
          "before it)\n",
          _WAITS + "test_no_penta_stamp_on_the_felt_while_its_dice_are_held"),
)
