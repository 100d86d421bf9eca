"""Planted bugs of the goal's stage over a hushed table (round 68):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HUSHED = "tests/test_farkle_goal_hushed_table.py::" \
    "test_no_table_word_reads_cut_at_the_goal_plate_edge"

STAGE9_BREAKS: tuple[Break, ...] = (
    Break("stage9.goal_hushes_whole", "the goal's full plate hushes the whole table under it: "
          "no panel word reads cut at its edge (critic B67, ruling S3)", "game/flow/stage.py",
          'HUSHED_WHOLE = frozenset({"goal"})', 'HUSHED_WHOLE = frozenset({"bank_big"})',
          _HUSHED),
    Break("stage9.goal_hush_drawn", "the goal's stage draws the table blurred, not only "
          "darkened, round its plate (critic B67)", "game/views/stage_goal.py",
          # (round 69: re-pointed, the goal's one plate drawn there, ruling S6)
          "    surface.blit(hushed, (0, 0))\n", "", _HUSHED),
)
