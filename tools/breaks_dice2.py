"""Planted bugs of the throw leaving from one place (round 69, hD69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ORIGIN = "tests/test_dice_throw_origin.py::"
_LEAVE = _ORIGIN + "test_the_dice_leave_from_one_place_spread_and_land_in_their_places"

DICE2_BREAKS: tuple[Break, ...] = (
    Break("dice2.heap_a_row", "the thrown dice leave together, a handful around the origin "
          "(not a row across the felt) (round 69)",
          "game/widgets/dice_launch.py",
          "        x, y = start[0] + r * math.cos(a), start[1] + r * math.sin(a)\n",
          "        x, y = start[0] + (rank - (n - 1) / 2) * size * 1.1, start[1]\n",
          _LEAVE),
    Break("dice2.heap_pushed_apart", "the handful is not pushed apart before it leaves: its "
          "dice part as they fly (round 69)",
          "game/widgets/dice_launch.py",
          "        out[k] = physics.Launch((x, y), rests[k], t_end, upright, heap=True)\n",
          "        out[k] = physics.Launch((x, y), rests[k], t_end, upright)\n",
          _LEAVE),
    Break("dice2.hand_at_the_side", "a throw by hand leaves from the side of the tray "
          "(round 69)",
          "game/widgets/dice_launch.py",
          "        origin = (left if side == \"left\" else right, area.centery)\n",
          "        origin = (area.centerx, area.centery)\n",
          _LEAVE),
    Break("dice2.yams_apart_after_parting", "the Yams dice drawn apart only once the "
          "handful has parted (the cup's handful leaves together) (round 69)",
          "game/widgets/dice.py",
          "        if self.keep_apart and self._rolling and self._elapsed >= self._parted:\n",
          "        if self.keep_apart and self._rolling:\n",
          _ORIGIN + "test_the_yams_tables_first_throw_leaves_the_cups_mouth_as_a_handful"),
)
