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
)
"""The 10 000 moments' planted bugs."""
