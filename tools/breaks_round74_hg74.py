"""Planted bugs of round 74's helper hG74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FILL = "tests/test_dialog_focus_moves_fill.py::"

ROUND74_HG74: tuple[Break, ...] = (
    Break("hg74.safe_gold_at_rest",
          "a dialog's safe answer keeps its gold while another answer has the focus (critic "
          "cS74 #10: both read selected)",
          "game/scenes/overlays.py",
          '                widget.style = "safe" if widget is lit else "secondary"',
          '                widget.style = "safe" if widget is lit or widget is safe else '
          '"secondary"',
          _FILL + "test_the_focused_answer_alone_reads_lit_before_and_after_tab"),
    Break("hg74.danger_stays_dark_focused",
          "a dialog's destructive answer, focused, stays on its quiet wine (only the ring said "
          "the focus, critic cS74 #10)",
          "game/scenes/overlays.py",
          '                widget.style = "danger_lit" if widget is lit else "danger"',
          '                widget.style = "danger"',
          _FILL + "test_the_focused_answer_alone_reads_lit_before_and_after_tab"),
    Break("hg74.lit_danger_not_primary",
          "the layout check counts a lit destructive answer as the dialog's one next action "
          "(else it reads 'no primary' once Tab reaches it)",
          "game/widgets/button.py",
          '                                primary=self.enabled and self.style in ("primary", '
          '"safe",\n',
          '                                primary=self.enabled and self.style in ("primary", '
          '"safe") and (\n',
          _FILL + "test_the_lit_answer_is_the_dialogs_one_next_action_whichever_it_is"),
)
