"""Planted bugs of the Yams staged moments (round 69, hY77):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SMOOTH = "tests/test_stage_light_smooth.py::"

YAMS24_BREAKS: tuple[Break, ...] = (
    Break("yams24.rays_stepped", "a grand stamp's rays are soft beams (drawn, halved, "
          "doubled back up), no stair-stepped edge", "game/views/stage_paint.py",
          "RAY_SOFT = 3\n", "RAY_SOFT = 0\n",
          _SMOOTH + "test_the_rays_are_smooth_beams_made_once"),
    Break("yams24.light_every_stage", "a stamp's light is made once a size (no per-frame or "
          "per-stage cost)", "game/views/stage_paint.py",
          "    _LIGHTS[(rarity, reach)] = layer\n", "    _LIGHTS.clear()\n",
          _SMOOTH + "test_the_rays_are_smooth_beams_made_once"),
    Break("yams24.backdrop_seam", "the backdrop keeps the table's shapes faint with no seam "
          "where the sheet's paper meets the felt", "game/views/stage_backdrop.py",
          "SOFTEN = 8\n", "SOFTEN = 1\n",
          _SMOOTH + "test_the_backdrop_has_no_seam_where_the_paper_meets_the_felt"),
)
YAMS24_BREAKS += (
    # (yams24.computer_win_silent retired round 78, hY108: its test pinned the Yams win's stage,
    # which ruling S43 retired)
)
YAMS24_BREAKS += (
)
