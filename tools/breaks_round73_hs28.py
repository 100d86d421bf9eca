"""Planted bugs of round 73's helper hS28:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WELCOME = "tests/test_scores_welcome.py::"

ROUND73_HS28: tuple[Break, ...] = (
    Break("scores73.welcome_fills_the_room",
          "before any game the Scores welcome fills the boards' room, no band of bare felt "
          "over or under it (critic K72: one card floating in ~35 % bare felt)",
          "game/scenes/scores_invite.py",
          "        room.h = self.boards_bottom() - room.y\n",
          "        room.h = (self.boards_bottom() - room.y) * 2 // 3\n",
          _WELCOME + "test_the_welcome_fills_the_boards_room_with_each_games_card[size1]"),
    Break("scores73.welcome_one_red",
          "each game's card of the welcome holds its own 'Joacă …', the red one the game last "
          "set up and the other's plain (never two red, never the same offer twice)",
          "game/scenes/scores_invite.py",
          "            button.visible = (not self.table(kind)\n",
          "            button.visible = (not self.table(kind) and not self.nothing_held()\n",
          _WELCOME + "test_the_welcome_fills_the_boards_room_with_each_games_card[size0]"),
)
