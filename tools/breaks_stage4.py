"""Planted bugs of the 10 000 stage ladder, big bank and transition frames (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RUNGS = "tests/test_farkle_stage_rungs.py::test_headlines_grow_with_rarity_up_to_six_alike"
_BIG = "tests/test_farkle_big_bank_moment.py::"
_SP = "game/views/stage_pictures.py"
_BB = "game/views/stage_big_bank.py"
_PATH = "tests/test_farkle_big_bank_path.py::"

STAGE4_BREAKS: tuple[Break, ...] = (
    Break("stage4.takeover_room", "six alike's headline is a takeover, near a fifth of the window "
          "(round 73: was 'near the win's size')", _SP,
          # (round 66: re-pointed, the mid rung's room the partial stage's plate)
          'room = takeover_room(table) if kind == "rarest_throw" else partial_room(table)',
          "room = partial_room(table)", _RUNGS),
    Break("stage4.takeover_not_past_win", "six alike's headline keeps its stamp's share, "
          "under a fifth of the window (round 73: the win left the letters' ladder)", _SP,
          # (round 66: re-pointed, takeover_share gone with the Chintă's takeover)
          'stamp_share=theme.FARKLE_TAKEOVER_STAMP if kind == "rarest_throw" else None,',
          "stamp_share=None,", _RUNGS),
    Break("stage4.big_bank_counts_in", "a big bank's row keeps its old total until its amount "
          "lands, then counts up", "game/flow/farkle_flow.py", 'counts_in=kind == "bank_big"',
          "counts_in=False", _BIG + "test_a_big_banks_row_keeps_its_old_total_until_the_"
          "amount_lands_then_says_the_new"),
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
    # hB61 (critic B60, a code review): the big bank's plate in the column, its amount home
    Break("stage4.big_bank_slam_capped", "a big bank's slam is never wider than the middle "
          "column", _BB, "return min(scale, area.w / max(1, rest.w), area.h / max(1, rest.h))",
          "return scale", _PATH + "test_the_plate_coins_and_flash_are_drawn_inside_the_"
          "middle_column"),
    Break("stage4.big_bank_clipped", "a big bank's coins and flash are drawn inside the "
          "middle column", _BB, "surface.set_clip(column(picture, surface).clip(clip))",
          "surface.set_clip(clip)", _PATH + "test_the_plate_coins_and_flash_are_drawn_"
          "inside_the_middle_column"),
    Break("stage4.big_bank_clean_way", "a big bank's amount flies into the banker's total "
          "across no other row", _BB,
          # (round 66, hL67: re-pointed, the way ends beside the total, not on it)
          # (round 74, hF85: re-aimed, the way ends in the total)
          "return start, (start[0], below), (edge, below), (edge, end[1]), into(picture)",
          # (hB69: re-aimed, the old plant, straight on from under the plate to beside the
          # total, no longer crossed a row and was missed: it runs under the rows now)
          "return start, (start[0], below), (end[0], below), into(picture)",
          _PATH + "test_the_amount_flies_into_the_bankers_total_across_no_other_row"),
    Break("stage4.big_bank_lands_at_the_end", "a big bank's row counts up as its amount "
          # (round 66, hL67: re-pointed, it lands beside the row as the row starts counting,
          # before the stage ends, critic B65)
          # (round 73, hF82: re-aimed, the row counting under the plate still whole)
          "lands", _BB, "FIGURE_FLIGHT = (0.4, theme_stage.BIG_BANK_COUNT[0])",
          "FIGURE_FLIGHT = (0.3, 0.46)", "tests/test_farkle_big_bank_lands_beside.py::"
          "test_the_row_counts_up_to_its_new_total_before_the_stage_ends"),
    Break("stage4.big_bank_no_early_pulse", "a big bank's row does not take its amount "
          "before it arrives", _SP, 'if kind != "bank_big":  # (a big bank', "if True:  #",
          _PATH + "test_the_row_counts_up_as_the_amount_lands"),
    Break("stage4.big_bank_name_centred", "the banker's name left on the plate glides to its "
          "middle", _BB, "return round(stood + (width // 2 - stood) * glide)", "return stood",
          _PATH + "test_the_plate_keeps_the_bankers_name_centred_whatever_the_lines_order"),
    Break("stage4.big_bank_owner_apart", "the plate's line loses just the amount, whatever "
          "the language's order", _BB, "        return picture.owner\n    return line",
          "        return line.rpartition(' · ')[0]\n    return line",
          _PATH + "test_the_plate_keeps_the_bankers_name_centred_whatever_the_lines_order"),
    Break("stage4.big_bank_plate_once", "a big bank's plate is built once, not every frame",
          _BB, '    if "plate" in picture.drawn_once:', "    if False:",
          _PATH + "test_the_plate_and_coins_are_built_once_not_every_frame"),
    Break("stage4.big_bank_coins_once", "a big bank's coins are drawn once per size, not "
          "every frame", _BB, "    if key not in picture.drawn_once:", "    if True:",
          _PATH + "test_the_plate_and_coins_are_built_once_not_every_frame"),
)
