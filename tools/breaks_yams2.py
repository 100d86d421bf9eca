"""More planted bugs of :mod:`tools.break_promises` (the Yams table's waiting dice, its
countdown's headline, its TOTAL and its type at the smallest size), in the form of
:mod:`tools.breaks`: each a promise, a realistic one-line bug that breaks it, and the test
that holds it."""

from __future__ import annotations

from tools.breaks import Break

_WAITING = "tests/test_yams_waiting_dice.py::test_"

BREAKS: tuple[Break, ...] = (
    Break("yams2.waiting_dice", "before a turn's first throw the five dice wait in the kept row",
          "game/scenes/yams_table_draw.py",
          "        views.draw_waiting_dice(surface, self.waiting_dice(), self.tray.die_size)\n",
          "",
          _WAITING + "the_five_dice_wait_in_the_kept_row_until_the_first_throw"),
    Break("yams2.waiting_not_computer", "no die waits in the kept row on the computer's turn",
          "game/scenes/yams_layout.py",
          "self.game.dice is not None or self.computer_turn or self.flow.leaving.active",
          "self.game.dice is not None or self.flow.leaving.active",
          _WAITING + "no_die_waits_in_the_row_on_the_computers_turn"),
)
"""The planted bugs of this module."""
