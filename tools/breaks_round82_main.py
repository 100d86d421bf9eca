"""Planted bugs of round 82's lead (main):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_MAIN: tuple[Break, ...] = (
    Break("main82.opening_under_way", "a game with points banked never says \"Prima tură a "
          "partidei\" (critic cB82 #1: it stood beside 2 350 and 4 100)",
          "game/flow/farkle_reading.py",
          "if told is not None or game.finished or any(game.totals):",
          "if told is not None or game.finished:",
          "tests/test_farkle_ledger_opening.py::test_a_game_under_way_never_says_it_opens"),
)
