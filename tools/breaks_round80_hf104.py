"""Planted bugs of round 80's helper hF104:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ALONE = ("tests/test_farkle_big_bank_alone_s87.py::"  # (renamed round 81, hF107: S96 2.)
          "test_the_banner_bank_plaque_stands_alone_its_row_counting_as_it_lands")
_MIDDLE = ("tests/test_farkle_bust_middle_s87.py::"
           "test_an_ordinary_busts_plate_stands_in_the_middle_felt_under_its_dice")

ROUND80_HF104: tuple[Break, ...] = (
    # (hf104.banner_counts_under_its_plaque retired round 81 by hF107: ruling S96 2. reversed
    # its promise, the banner's row now counts in as the plaque lands, critic cF80;
    # hf107.banner_counts_late holds the new promise)
    # (hf104.banner_chips_under_its_plaque retired round 82 by hF110: ruling S107 2. reverses
    # S87 1.'s plaque alone, a short burst of coins runs into the banker's row as it counts,
    # critic cB81 change 4; hf110.no_coin_burst and hf110.coins_after_the_count hold it)
    Break("hf104.banner_row_jumps_after_its_plaque",
          "once a banner's bank's plaque has gone its row counts up in plain sight, in steps, "
          "never a jump to the new total (S87 1.; re-aimed round 81, hF107, S96 2.: what a "
          "plaque skipped early left to count)",
          "game/flow/farkle_flow.py",
          "headline=kind in HEADLINE_BANKS and not banner,",
          "headline=kind in HEADLINE_BANKS,",
          "tests/test_farkle_numbers_agree_s96.py::"
          "test_a_banner_bank_skipped_early_counts_its_rest_in_steps_from_where_it_stood"),
    Break("hf104.bust_hides_the_title",
          "an ordinary bust's plate leaves the \"10 000\" title its row (S87 2.)",
          "game/views/farkle_views.py",
          "    return False",
          "    return bool(scene.flow.bust_shown and scene.flow.last_round_strip() is None)",
          _MIDDLE),
    # (hf104.bust_plate_off_the_middle retired in round 81 by the lead:
    # S95 1. (hF106) stands the bust's plate centred on the tray, so the break's line (the
    # plate on the mat's middle) is the ruled place, no bug;
    # test_farkle_permanent_middle_s95's plate-on-the-tray test holds the new promise)
)
