"""Planted bugs of round 73's helper hF83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLEAR = "tests/test_farkle_plates_clear_dice.py::"
_HOME = ("tests/test_farkle_rare_dice_home_in_tray.py::"
         "test_the_dice_come_home_inside_the_mat_at_the_slots_size")

ROUND73_HF83: tuple[Break, ...] = (
    Break("hf83.stamp_on_the_rings", "the bust's stamp keeps felt off its dice' red rings, not "
          "only off the dice (critic J72: its top touched the red-ringed dice, worst at 1024)",
          "game/views/farkle_views.py",
          "        clear = lost_ring_reach(place) + place.px(theme_stage.BUST_STAMP_OFF_DICE)\n",
          "        clear = place.px(theme_stage.BUST_STAMP_OFF_DICE) // 2\n",
          _CLEAR + "test_the_bust_stamp_keeps_felt_off_its_ringed_dice_and_the_mat"),
    Break("hf83.pairs_on_the_rim", "three pairs' scroll keeps felt off its lit dice and the mat's "
          "rim (critic J72: it covered the tray's top rim)",
          "game/theme_stage.py", "PAIRS_ROW_AIR = 12\n", "PAIRS_ROW_AIR = 2\n",
          _CLEAR + "test_three_pairs_scroll_keeps_felt_off_its_dice_and_the_mat"),
    Break("hf83.hot_dice_two_wordings", "hot dice said in one wording: the staged throws' pill in "
          "the banner's words (critic J72 #12: \"arunci iar toate 6\" beside \"revin\")",
          "locales/ro/LC_MESSAGES/stage.po", 'msgstr "Zaruri fierbinți: cele 6 zaruri revin"',
          'msgstr "Zaruri fierbinți: arunci iar toate 6"',
          "tests/test_farkle_hot_said_one_way.py::"
          "test_the_pills_say_hot_dice_in_the_banners_words"),
    Break("hf83.regroup_before_landing", "a rare throw's dice regroup once their amount has landed "
          "and the table set them aside (critic J72: they leapt to the mat's height in a frame)",
          "game/views/stage_gather.py", "REGROUP_FROM = FLY[1]\n", "REGROUP_FROM = WORDS_OFF\n",
          _HOME),
    Break("hf83.chinta_row_wider_than_mat", "a Chintă's sorted dice regroup on their places on the "
          "mat, never in a row wider than it (critic J72: over the tray's rim)",
          "game/views/stage_gather.py",
          "    if homes_in_a_row(picture) and (not picture.sort_to or homes_in_order(picture)):",
          "    if homes_in_a_row(picture) and not picture.sort_to:", _HOME),
    Break("hf83.band_names_cut", "where the last round's names do not fit whole, the band says "
          "who still plays by their marks and the count, never a cut name (critic J72 #7: "
          "\"Jucăto… 2\", \"Calculat…\" at 1024x600)", "game/views/farkle_last_round.py",
          "    if names != list(strip.names) and strip.count:",
          "    if names != list(strip.names) and not strip.count:",
          "tests/test_farkle_last_round_strip.py::test_every_seat_still_to_play_is_named_at_1024"),
)
