"""The planted bugs of the 10 000 staged moments and banners (hot dice, bust, big bank), in a
module of their own beside :mod:`tools.breaks_farkle` and :mod:`tools.breaks_stage`: each a
realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

MOMENTS_10K_BREAKS: tuple[Break, ...] = (
    # (moments10k.no_stray_hot_die retired by hB28: hot dice are a banner, no earlier die
    # flies out of an empty slot any more)
    Break("moments10k.hot_caption_gold", "the hot dice' caption plate is ringed in gold, "
          "never the danger red", "game/views/stage_words.py",
          'ring = EMBER_BOTTOM if picture.hot and picture.hot != "gilt" else theme.GOLD',
          "ring = EMBER_BOTTOM if picture.hot else theme.GOLD",
          "tests/test_farkle_hot_caption_gold.py::test_the_hot_dice_caption_plate_is_ringed_in_"
          "gold_not_red"),
)
"""The 10 000 moments' planted bugs."""
