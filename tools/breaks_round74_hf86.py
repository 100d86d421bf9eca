"""Planted bugs of round 74's helper hF86:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TALL = "tests/test_farkle_bust_stamp_title_tall.py::"

ROUND74_HF86: tuple[Break, ...] = (
    Break("hf86.stamp_title_flat",
          "the bust stamp's title stands 64 px of cap height at 1920 over the bare mat "
          "(critic row '10 000 banners': wide but flat, ~34 px, held by the felt over the mat)",
          "game/theme_stage.py",
          "FARKLE_STAMP_TITLE = 1.37  #",
          "FARKLE_STAMP_TITLE = 0.8  #",
          _TALL + "test_the_bust_stamps_title_stands_tall_over_the_bare_mat"),
    # (hf86.stamp_past_the_mat retired round 80, hF104, ruling S87 2.: the plate stands
    # under its dice on the felt the folded mat leaves; the mat's sides no longer bound it,
    # the side panels' air does, PLATE_SIDE_AIR, held by hf98.plate_sides_squeeze_the_title)
    # (hf86.lost_total_just_appears and hf86.lost_total_falls_at_once retired round 76 by
    # hF89: their promise, the lost total struck, falling and fading beside the bust's stamp,
    # is reversed (ruling S15 amended, critics cF75b / cZ75: a bust said a third way); the
    # ledger waits quiet under the stamp: tests/test_farkle_bust_loses_points.py,
    # tests/test_farkle_bust_one_voice_hf89.py, the breaks hf89.*)
    Break("hf86.pairs_scroll_closes",
          "three pairs' scroll leaves fading whole, never shrinking to a point (critic row "
          "'10 000 banners')",
          "game/views/stage_banner.py",
          '                            leaves="recede")  # (hF86:',
          '                            leaves="close")  # (hF86:',
          "tests/test_farkle_pairs_scroll_leaves.py::"
          "test_three_pairs_scroll_fades_away_whole_clear_of_the_mat_and_its_dice"),
    Break("hf86.pairs_scroll_shrinks",
          "three pairs' scroll eases back to 92 % as it fades, never under 90 % of its size",
          "game/views/stage_banner.py",
          "RECEDE_TO = 0.92\n",
          "RECEDE_TO = 0.6\n",
          "tests/test_farkle_pairs_scroll_leaves.py::"
          "test_three_pairs_scroll_fades_away_whole_clear_of_the_mat_and_its_dice"),
)
