"""Planted bugs of round 82's helper hK94:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HK94: tuple[Break, ...] = (
    Break("hk94.rules_run_on_sliced", "the Rules run-on over the cue ends at the foot of a "
          "whole line, row or card's first row, never slicing one (S110 amended round 82, "
          "cC82 #1)", "game/scenes/rules_run_on.py", "    rect.h = cut - top\n",
          "    rect.h = max(rect.h, cut - top)\n",
          "tests/test_rules_never_sliced_hk94.py::"
          "test_the_run_on_ends_on_a_whole_line_with_air_over_the_cue"),
    Break("hk94.rules_heading_alone", "the run-on never ends on a section heading without its "
          "first line (S110 amended round 82, cC82 #1: a half 'Foaia de scor')",
          "game/scenes/rules_run_on.py", "        last = max(above, key=lambda op: op.bottom)",
          "        last = min(above, key=lambda op: op.bottom)",
          "tests/test_rules_never_sliced_hk94.py::"
          "test_the_run_on_ends_on_a_whole_line_with_air_over_the_cue"),
    Break("hk94.rules_cue_air", "'Continuă mai jos ↓' keeps a third of a line of air over the "
          "run-on's last line (S110 amended round 82, cC82 #11)",
          "game/scenes/rules_run_on.py", "    return max(RUN_ON_AIR, line // AIR_SHARE)",
          "    return RUN_ON_AIR",
          "tests/test_rules_never_sliced_hk94.py::"
          "test_the_run_on_ends_on_a_whole_line_with_air_over_the_cue"),
    Break("hk94.safe_gold_follows_focus", "a dialog's safe answer keeps its gold whichever "
          "answer has the focus; the ring alone moves (S16 amended round 82, cC82 #5)",
          "game/scenes/overlays.py",
          '                widget.style = "safe" if widget is safe else "secondary"',
          '                widget.style = "safe" if widget is scene.focus.focused else '
          '"secondary"',
          "tests/test_dialog_safe_keeps_gold_hk94.py::test_the_safe_answer_is_gold_and_the_"
          "risky_one_wine_whichever_has_the_focus"),
)
