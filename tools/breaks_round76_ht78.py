"""Planted bugs of round 76's helper hT78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HT78: tuple[Break, ...] = (
    Break("ht78.leave_stacks_on_pause",
          "Pause → 'Părăsește partida': the question replaces the Pause panel, one dialog at "
          "a time (ruling S20)",
          "game/scenes/overlays.py",
          "        self.app.manager.replace(leave_confirm(self.app, self.on_leave, stay))\n",
          "        self.app.manager.push(leave_confirm(self.app, self.on_leave, stay))\n",
          "tests/test_pause_leave_one_dialog.py::"
          "test_the_leave_question_replaces_the_pause_panel"),
    Break("ht78.stay_closes_to_table",
          "Esc on the leave question asked from the Pause goes back to the Pause",
          "game/scenes/overlays.py",
          "        if self.on_stay is None:\n",
          "        if True:\n",
          "tests/test_pause_leave_one_dialog.py::"
          "test_esc_or_stay_goes_back_to_the_pause_its_safe_answer_focused"),
)
