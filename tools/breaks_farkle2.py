"""More planted bugs of :mod:`tools.break_promises` for the 10 000 table (in the form of
:mod:`tools.breaks`; :mod:`tools.breaks_farkle` is full): the undo as the Yams table has it,
a small bank's figure handed to the total, the mat before any die is set aside."""

from __future__ import annotations

from tools.breaks import Break

_UNDO = "tests/test_farkle_undo_short.py::"

BREAKS: tuple[Break, ...] = (
    Break("undo10k.short", "the undo button only offers its action, short and of one width "
          "(\"Anulează (Ctrl+Z)\"), as on the Yams table", "game/scenes/farkle_table.py",
          '        return str(self.tr("undo.button"))\n',
          "        return super().undo_label()\n",
          _UNDO + "test_the_undo_is_short_of_one_width_and_greyed_like_any_disabled_button"),
    Break("undo10k.greyed_while_computer_plays", "while the computer plays, 'Anulează' is "
          "greyed, never live", "game/scenes/farkle_table.py",
          "        self.undo_button.enabled = self.can_undo and self.on_stage is None\n",
          "        self.undo_button.enabled = (self.can_undo or self.computer_turn)"
          " and self.on_stage is None\n",
          _UNDO + "test_while_the_computer_plays_the_undo_is_greyed"),
)
"""The 10 000 table's planted bugs (hF21 on), run by :mod:`tools.break_promises`."""
