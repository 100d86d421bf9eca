"""Planted bugs of round 78's merge mender fixA:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_FIXA: tuple[Break, ...] = (
    Break("fixa.crowned_count_bare", "a Yams crowned count leaves no bare band of felt from its "
          "rays up to the results at rest (S43 amended round 78: the win's stage's promise "
          "held by the Yams end's one climax; its rays turned on for the quiet card only)",
          "game/views/stage_crowned.py",
          # (re-pointed round 79, hY113: S60's rays are every crowned count's)
          "    draw_rays(surface, surface.get_rect(), where.center, came, age * 0.6)  # every",
          "    said.quiet and draw_rays(surface, surface.get_rect(), where.center, came, "
          "age * 0.6)  # every",
          "tests/test_stage_win_bare_band_hw78.py::test_no_beat_of_the_yams_crowned_end_leaves_"
          "a_bare_band"),
)
