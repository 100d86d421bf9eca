"""Planted bugs of the saves at each action (issue 16: the dice cannot be taken back), held by
tests/test_save_at_action.py, whose waits run unseen frames: each a realistic one-line bug."""

from __future__ import annotations

from tools.breaks import Break

_SAVES = "tests/test_save_at_action.py::"

SAVES_BREAKS: tuple[Break, ...] = (
    Break("saves.computer_box_at_once", "the computer's chosen Yams box is saved when chosen",
          "game/scenes/yams_port.py", "        if store is None or scene.game.finished:\n",
          "        if store is None or scene.game.finished or scene.game.picked is not None:\n",
          _SAVES + "test_the_computers_chosen_box_is_saved_when_chosen"),
    Break("saves.bust_at_once", "a 10 000 bust is saved at once, not after its banner",
          "game/flow/farkle_beats.py",
          '        if store is None:\n            return\n        try:\n'
          '            store.save_game("farkle"',
          '        if store is None or self.game.last_event is not None:\n            return\n'
          '        try:\n            store.save_game("farkle"',
          _SAVES + "test_a_farkle_bust_is_saved_at_once"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
