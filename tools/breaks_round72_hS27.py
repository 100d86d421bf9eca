"""Planted bugs of round 72's thin Scores and Statistics (hS27):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ROOM = "tests/test_scores_no_dead_room.py::"

ROUND72_HS27: tuple[Break, ...] = (
    Break("scores72.lone_board_bare",
          "a board of one score fills its free room with what the next score meets (the "
          "place it enters, what takes the first) and (10 000) its record game's length, "
          "not ~40 % empty dark room (critic I72)",
          "game/scenes/scores_facts.py",
          "            return self.lone_facts(kind, entries[0])\n",
          "            return []\n",
          _ROOM + "test_a_short_board_fills_its_room_with_its_facts"),
)
