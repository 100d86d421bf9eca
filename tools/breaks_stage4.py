"""Planted bugs of the 10 000 stage ladder, big bank and transition frames (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RUNGS = "tests/test_farkle_stage_rungs.py::test_headlines_grow_with_rarity_up_to_the_win"
_BIG = "tests/test_farkle_big_bank_moment.py::"
_SP = "game/views/stage_pictures.py"

STAGE4_BREAKS: tuple[Break, ...] = (
    Break("stage4.takeover_room", "six alike's headline is a takeover near the win's size", _SP,
          'room=takeover_room(table) if kind == "rarest_throw" else bank_room(table),',
          "room=bank_room(table),", _RUNGS),
    Break("stage4.takeover_not_past_win", "six alike's headline stays under the win's", _SP,
          'stamp_share=theme.FARKLE_TAKEOVER_STAMP if kind == "rarest_throw" else None,',
          "stamp_share=None,", _RUNGS),
    Break("stage4.big_bank_counts_in", "a big bank's row keeps its old total until its amount "
          "lands, then counts up", "game/flow/farkle_flow.py", 'counts_in=kind == "bank_big"',
          "counts_in=False", _BIG + "test_a_big_banks_row_keeps_its_old_total_until_the_"
          "amount_lands_then_counts_up"),
    Break("stage4.big_bank_own_plate", "a big bank has its own dark plate, not the gold "
          "plaque", "game/views/stage.py", 'if picture.kind == "bank_big":', "if False:",
          _BIG + "test_the_big_banks_plate_is_not_the_ordinary_banks_gold"),
    Break("stage4.big_bank_flies_home", "a big bank's amount flies into the banker's total",
          _SP, '"target": banker_total(table, flight.player)}', '"target": None}',
          _BIG + "test_the_big_bank_slams_throws_coins_and_flies_its_amount_into_the_total"),
    Break("stage4.big_bank_slams", "a big bank's plate slams down from larger than its size",
          "game/theme_stage.py", "BIG_BANK_SLAM_FROM = 1.35", "BIG_BANK_SLAM_FROM = 1.0",
          _BIG + "test_the_big_bank_slams_throws_coins_and_flies_its_amount_into_the_total"),
    Break("stage4.chinta_dice_always_seen", "the Chintă's dice are seen on every frame of its "
          "hand-back", "game/views/stage_gather.py", "HOME_DIP = 0.5", "HOME_DIP = 0.0",
          "tests/test_farkle_stage_dice_always_seen.py::test_every_die_is_seen_on_every_frame_"
          "of_the_hand_back"),
)
