"""Planted bugs of round 82's helper hY125:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HY125: tuple[Break, ...] = (
    Break("hy125.validated_holds_drop_to_the_felt",
          "after 'Validează tura' the held dice leave from the rack, never dropping onto the "
          "felt first (ruling S103 3., critic cA81 #14)",
          "game/scenes/yams_layout.py",
          "            held = self._leaving_held\n",
          "            held = (False,) * DICE_COUNT\n",
          "tests/test_yams_validated_dice_leave_as_one_hy125.py::"
          "test_the_held_dice_fade_in_the_rack_after_validating"),
)
