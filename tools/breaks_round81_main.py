"""Planted bugs of round 81's merges (the lead):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_MAIN: tuple[Break, ...] = (
    Break("main81.computer_count_bare", "a Yams crowned count's rays fill the felt, the "
          "computer's calm count too (no confetti there): no bare band from its rays on (S43 "
          "amended round 78; S94)",
          "game/views/stage_crowned.py",
          "    draw_rays(surface, surface.get_rect(), where.center, came, age * 0.6)  # every",
          "    False and draw_rays(surface, surface.get_rect(), where.center, came, "
          "age * 0.6)  # every",
          "tests/test_stage_win_bare_band_hw78.py::test_no_beat_of_the_yams_crowned_end_leaves_"
          "a_bare_band"),
)
