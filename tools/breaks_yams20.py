"""Planted bugs of the Yams fixed hold row and hand-off (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FIXED = ("tests/test_yams_hold_row_fixed.py::test_the_row_is_one_rectangle_drawn_in_every_"
          "beat_of_both_turns")
_DRAW = "game/scenes/yams_table_draw.py"

YAMS20_BREAKS: tuple[Break, ...] = (
    Break("yams20.row_before_the_throw", "the kept row's sockets are drawn before a turn's "
          "first throw and while the turn passes (ruling S1)", _DRAW,
          "        if not ended and slots:\n",
          "        if not ended and slots and game.dice is not None:\n", _FIXED),
    Break("yams20.row_under_the_invite", "the invitation is said over the kept row's sockets, "
          "never in place of them (ruling S1: the row keeps its shape)", _DRAW,
          "        if not ended and slots:\n",
          "        if not ended and slots and not row.invite:\n", _FIXED),
)
