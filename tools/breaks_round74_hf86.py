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
    Break("hf86.stamp_past_the_mat",
          "the wide bust stamp stays inside the mat's sides, over its top rim only (ruling "
          "S2, round 74), centred on its dice as far as they let it",
          "game/views/farkle_views.py",
          "bust_stamp_at(dice, die_size, width, place.mat, inset, clear)",
          "bust_stamp_at(dice, die_size, width, place.center, inset, clear)",
          "tests/test_farkle_bust_stamp_over_dice.py::"
          "test_the_bust_stamp_lies_under_its_dice_their_rings_seen"),
)
