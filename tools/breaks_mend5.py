"""Planted bugs of the round-67 review's 10 000 tray and bust mends:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_PAIRS = "tests/test_farkle_pairs_hand_back.py::test_the_pairs_banner_glows_over_its_dice_"\
    "and_they_keep_their_row_order"
_ORDER = "tests/test_farkle_mat_order.py::"

MEND5_BREAKS: tuple[Break, ...] = (
    Break("mend5.pairs_dice_stay_lit", "a three-pairs banner's dice stay under its lit spots "
          "until it ends (review round 67: they jumped to the mat mid-banner)",
          "game/views/farkle_tray.py",
          "        if scene.on_stage in HEADLINE_THROWS and _gathering_stage(scene) is not None:",
          "        if scene.on_stage in HEADLINE_THROWS:", _PAIRS),
    Break("mend5.mat_order_only_chinta", "only a Chintă's dice lie on the mat by face; five "
          "alike keeps the row's order (review round 67: a later 1 slid the five over)",
          "game/flow/farkle_mat.py",
          "    if getattr(rare, \"kind\", None) != SORTED_ON_STAGE or roll is None \\\n",
          "    if rare is None or roll is None \\\n",
          _ORDER + "test_five_alike_and_a_later_one_keep_the_row_order"),
    Break("mend5.bust_wash_cached", "a bust's grey wash is built once per die size, not a new "
          "surface per failed die every frame (review round 67)",
          "game/views/farkle_refusal.py",
          "        _WASHES.put((size, radius), wash)\n", "",
          "tests/test_farkle_bust_wash_cached.py::test_the_bust_wash_is_built_once_not_every_frame"),
    Break("mend5.rare_picked_once", "a rare throw's gathered dice are named once, in the order "
          "they lay, and each flies home to its own die's place (review round 67)",
          "game/views/stage_pictures.py",
          "                    dice=starts, gather=True, picked=picked,\n",
          "                    dice=starts, gather=True, picked=picked[::-1],\n",
          "tests/test_farkle_rare_picked_once.py::test_the_gathered_dice_are_named_once_and_fly_"
          "home_to_their_own_places"),
)
