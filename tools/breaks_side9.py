"""Planted bugs of the menu, rules, help pages, statistics, settings and dialogs (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CHIPS = "tests/test_menu_top_chips.py::"

SIDE9_BREAKS: tuple[Break, ...] = (
    Break("side9.menu_chip_bare_zero",
          "a first start's games chip invites, never a bare 0",
          "game/scenes/menu.py",
          "        if played:\n",
          "        if True:\n",
          _CHIPS + "test_a_first_starts_chips_invite_and_never_say_a_bare_nothing"),
)
