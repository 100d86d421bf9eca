"""Planted bugs of round 75's helper hP75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HP75: tuple[Break, ...] = (
    Break("hp75.tie_target_line_off_centre",
          "a 10 000 tie's target line, said once, stands centred across the tied winners' "
          "shared step (test_results_target_said_once reads it from its last frame, drawn "
          "with the layout record on for that frame only since round 75)",
          "game/widgets/podium.py",
          "            draw_text(surface, line, detail_size, theme.GOLD, (across.centerx, "
          "ends[line]),\n",
          "            draw_text(surface, line, detail_size, theme.GOLD, (across.left, "
          "ends[line]),\n",
          "tests/test_results_target_said_once.py::test_a_ties_target_line_is_said_once_a_frame"),
)
