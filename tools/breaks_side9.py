"""Planted bugs of the menu, rules, help pages, statistics, settings and dialogs (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CHIPS = "tests/test_menu_top_chips.py::"
_DIALOG = "tests/test_dialog_entrance_quiet_danger.py::"

SIDE9_BREAKS: tuple[Break, ...] = (
    Break("side9.menu_chip_bare_zero",
          "a first start's games chip invites, never a bare 0",
          "game/scenes/menu.py",
          "        if played:\n",
          "        if True:\n",
          _CHIPS + "test_a_first_starts_chips_invite_and_never_say_a_bare_nothing"),
    Break("side9.dialog_medallion_enters_whole",
          "a dialog's medallion grows with its panel, never sliced by the panel's edge",
          "game/scenes/overlays.py",
          "        return panel.union(icon_rect(panel, scene.scale))\n",
          "        return panel\n",
          _DIALOG + "test_the_medallion_enters_whole_with_the_panel"),
    Break("side9.dialog_danger_quiet",
          "the destructive answer is quieter than the focused safe one",
          "game/theme.py",
          "BUTTON_DANGER = (80, 18, 40)",
          "BUTTON_DANGER = (168, 26, 72)",
          _DIALOG + "test_the_destructive_answer_is_quieter_than_the_focused_safe_one"),
)
