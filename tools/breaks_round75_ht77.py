"""Planted bugs of round 75's helper hT77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HT77: tuple[Break, ...] = (
    Break("ht77.pause_buttons_shrink",
          "the pause's buttons speak at least at the key list's size: the panel widens for "
          "them rather than shrinking their type (critic cC75 #7)",
          "game/scenes/overlays.py",
          "        pw = min(max(self.px(1100), row_room(self, self.focus.widgets, words)),\n",
          "        pw = min(max(self.px(1100), row_room(self, self.focus.widgets, words) // 2),\n",
          "tests/test_pause_button_type.py::test_pause_button_type_never_under_the_key_list"),
)
