"""Planted bugs of round 77's helper hR81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ARROWS = "tests/test_rules_arrows_tabs_only.py::"

ROUND77_HR81: tuple[Break, ...] = (
    Break("hr81.arrow_on_back_turns_the_tab",
          "on the rules, ← / → change the game only while the tabs have the focus (or nothing "
          "has it): with the focus on Back they walk the buttons (S33)",
          "game/scenes/rules.py",
          "                and self.focus.focused in (None, self.tabs)):  # (S33: on a button "
          "or the\n",
          "                and self.focus.focused is not self.index):  # (S33: on a button "
          "or the\n",
          _ARROWS + "test_an_arrow_on_back_keeps_the_game_and_walks_the_buttons"),
)
