"""The planted bugs of the 10 000 staged moments and banners (hot dice, bust, big bank), in a
module of their own beside :mod:`tools.breaks_farkle` and :mod:`tools.breaks_stage`: each a
realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

MOMENTS_10K_BREAKS: tuple[Break, ...] = (
    Break("moments10k.no_stray_hot_die", "after hot dice no earlier die is left standing in "
          "an empty slot as the stage lifts (it fades in and out)",
          "game/views/stage_gather.py", "    return max(0.0, min(1.0, along * 3))",
          "    return 1.0",
          "tests/test_farkle_hot_no_stray_die.py::test_no_earlier_die_stands_in_an_empty_slot_"
          "as_the_hot_dice_stage_lifts"),
    Break("moments10k.hot_caption_gold", "the hot dice' caption plate is ringed in gold, "
          "never the danger red", "game/views/stage_words.py",
          'ring = EMBER_BOTTOM if picture.hot and picture.hot != "gilt" else theme.GOLD',
          "ring = EMBER_BOTTOM if picture.hot else theme.GOLD",
          "tests/test_farkle_hot_caption_gold.py::test_the_hot_dice_caption_plate_is_ringed_in_"
          "gold_not_red"),
)
"""The 10 000 moments' planted bugs."""
