"""Planted bugs of round 71's 10 000 banner exits (hF78):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEAVES_WHOLE = ("tests/test_farkle_banner_leaves_whole.py::"
                 "test_a_leaving_banner_keeps_its_shape_to_its_last_frame")
_NO_GHOST = ("tests/test_farkle_big_bank_no_ghost.py::"
             "test_the_amount_is_gone_once_the_row_reads_its_new_total")
_GOAL = "tests/test_farkle_goal_leaves_clean.py::"
_PAIRS = ("tests/test_farkle_pairs_says_points.py::"  # (re-aimed r73, hX84: S3 amended)
          "test_the_pairs_scroll_says_its_points_once_before_the_hot_dice[ro]")

ROUND71_EXITS_BREAKS: tuple[Break, ...] = (
    Break("exits71.banner_leaves_whole", "a leaving banner shrinks whole about its middle, "
          "never folding its height alone (critic B71: hot dice' words squashed as it left)",
          "game/views/stage_banner.py",
          "        w, h = (max(2, round(w * fold)), max(1, round(h * fold)))"
          " if fold > 0 else (0, 0)",
          "        w, h = (w, max(1, round(h * fold))) if fold > 0 else (0, 0)", _LEAVES_WHOLE),
    Break("exits71.big_bank_no_ghost", "a big bank's landed amount is gone before the row "
          "reads its new total (critic B71: a '+2 000' ghost in the felt at 92 %)",
          "game/theme_stage.py", "BIG_BANK_MELT = 0.56", "BIG_BANK_MELT = 0.8",  # (r73, hF82; r74)
          _NO_GHOST),
    Break("exits71.goal_refocuses", "the goal's hush lifts by coming back into focus, one "
          "table at every frame (critic B71: the blurred copy half see-through over the sharp "
          "table, 'a muddy half-blurred table')", "game/views/stage_goal.py",
          "        return 1.0, clock.dimming()", "        return 1.0, clock.dimming()\n"
          "    return 1.0, 1 - lifting",
          _GOAL + "test_the_hush_sharpens_back_frame_by_frame_never_see_through"),
    Break("exits71.goal_plate_leaves_whole", "the goal's plate shrinks whole as it leaves, "
          "never folding its height alone (critic B71)", "game/views/stage_goal.py",
          # (re-aimed hE72: the plate's entrance on its own clock, after the veil)
          "    size = burst_size(entering(clock)) * goal_folded(clock)\n    return size, size",
          "    size = burst_size(entering(clock))\n    return size, size * goal_folded(clock)",
          _GOAL + "test_the_goal_plate_leaves_whole"),
    Break("exits71.pairs_no_unsaid_figure", "three pairs' ribbon says its figure once, "
          "before the hot dice (re-aimed round 73, hX84, S3 amended, critic N73: no points "
          "while the Chintă's stage says its own; round 71 had it say none, critic B71)",
          "game/views/stage_pictures.py",
          '    line = table.tr("stage.pairs.line", points=format_int(rare.points),',
          '    line = table.tr("stage.rare_hot", points=format_int(rare.points),', _PAIRS),
    Break("exits71.big_bank_falls_in", "a big bank's plate falls onto its place from the "
          "column's top, seen moving (critic B71: 'already full size at 3 %')",
          "game/views/stage_big_bank.py", "    fall = 1 - min(1.0, clock.progress / SLAM_END)",
          "    fall = 0.0", "tests/test_farkle_big_bank_entrance.py::"
          "test_the_big_banks_plate_falls_onto_its_place_over_its_first_frames"),
)
