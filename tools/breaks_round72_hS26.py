"""Planted bugs of round 72's Scores and Statistics (hS26):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HS26: tuple[Break, ...] = (
    Break("scores72.dead_room",
          "a short board fills the room of its free rows with its facts (ruling S4 amended "
          "round 72, critic F71: 'a short Scores board leaves half its panel an empty dark "
          "room')",
          "game/scenes/scores_facts.py",
          "        if not self.table(kind) or len(lines) < 1 + FACTS_LEAST_ROWS:\n",
          "        if not self.table(kind) or len(lines) < 3 + FACTS_LEAST_ROWS:\n",
          "tests/test_scores_no_dead_room.py::test_a_short_board_fills_its_room_with_its_facts"),
)
