"""Planted bugs of the menu, settings and dialogs (round 50): each a realistic one-line bug held by
a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE10_BREAKS: tuple[Break, ...] = (
    Break("side10.dialog_focus_lift",
          "a dialog's focused answer stands lifted inside its ring, its colour kept",
          "game/theme.py", "FOCUS_LIFT = 5", "FOCUS_LIFT = 0",
          "tests/test_dialog_focus_lit.py::test_tab_keeps_the_colours_and_lifts_the_focused_"
          "answer"),
    Break("side10.dialog_colours_by_role",
          "Tab onto a dialog's destructive answer keeps the gold on the safe one (one primary)",
          "game/scenes/overlays.py",
          '            widget.style = "safe" if widget is safe else (',
          '            widget.style = "safe" if widget is safe and widget is scene.focus.focused '
          'else (',
          "tests/test_dialog_focus_lit.py::test_tab_keeps_the_colours_and_lifts_the_focused_"
          "answer"),
)
