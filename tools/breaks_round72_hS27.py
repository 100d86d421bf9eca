"""Planted bugs of round 72's thin Scores and Statistics (hS27):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ROOM = "tests/test_scores_no_dead_room.py::"
_CARDS = "tests/test_scores_podium_cards.py::"

ROUND72_HS27: tuple[Break, ...] = (
    Break("scores72.lone_board_bare",
          "a board of one score fills its free room with what the next score meets (the "
          "place it enters, what takes the first) and (10 000) its record game's length, "
          "not ~40 % empty dark room (critic I72)",
          "game/scenes/scores_facts.py",
          "            return self.lone_facts(kind, entries[0])\n",
          "            return []\n",
          _ROOM + "test_a_short_board_fills_its_room_with_its_facts"),
    Break("scores72.headers_over_nothing",
          "a board's column headers stand over its compact rows only: none over a board of "
          "three scores or fewer, none over an empty one (critic I72: 'Loc Nume Scor Data "
          "Ture' over nothing)",
          "game/scenes/scores.py",
          "        if len(rows) > 3:\n            pygame.draw.rect(surface, theme.TABLE_HEADER",
          "        if rows:\n            pygame.draw.rect(surface, theme.TABLE_HEADER",
          _CARDS + "test_the_column_headers_stand_over_rows_only"),
)
