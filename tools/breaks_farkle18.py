"""Planted bugs of the 10 000 fixed slots and Chintă hand-back (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SLOTS = "tests/test_farkle_dice_slots.py::"

FARKLE18_BREAKS: tuple[Break, ...] = (
    Break("farkle18.mat_slots_every_beat", "ruling S1: the mat's six quiet slots in every "
          "beat (before a throw, after a bank, on a bust, in the last round; critic B66)",
          "game/scenes/farkle_table.py",
          "            draw_dice_slots(surface, self.mat_slots_free(), self.die_side, "
          "self.scale)\n",
          "            self.game.roll_dice is not None and draw_dice_slots(surface, "
          "self.mat_slots_free(), self.die_side, self.scale)\n",
          _SLOTS + "test_the_mat_keeps_six_quiet_slots_in_every_beat"),
)
