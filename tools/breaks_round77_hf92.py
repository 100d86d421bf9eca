"""Planted bugs of round 77's helper hF92:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CUP = "tests/test_farkle_hot_dice_go_back_hf90.py::"
_COMPACT = ("tests/test_farkle_last_round_bust_compact_hf92.py::test_the_last_round_bust_"
            "stamp_keeps_its_title_big_beside_its_reason")

ROUND77_HF92: tuple[Break, ...] = (
    Break("hf92.last_round_stamp_squeezed",
          "in the last round the bust's stamp is the compact row, its title the normal one's "
          "size (S36: squeezed under the band, its title was a third of its size)",
          "game/views/farkle_views.py",
          "    title_size = fit_size(said.text, stamp_title_px(place.scale),\n",
          "    title_size = fit_size(said.text, stamp_title_px(place.scale) * 2 // 3,\n",
          # (re-aimed round 78, hF93, ruling S47: the compact row is the one plate; its title
          # the stamp's size)
          _COMPACT),
    # hf92.compact_title_gives_first retired (round 79, hF98, ruling S65): the compact row
    # beside its reason is gone; the plate's short room is held by
    # hf93.title_gives_way_in_a_short_room.
    Break("hf92.compact_stamp_over_the_panels",
          "the compact stamp is no wider than the felt between the side panels",
          "game/widgets/farkle_banners.py",
          "    wide = max(max(seen.w, reason_w) + 2 * (rim + sides), fill[0])\n",
          "    wide = max(width + 2 * (rim + sides), fill[0])\n",  # (hF106: S95 1.'s fill)
          # (re-aimed round 79, hF98, ruling S65: the plate is set to its words, its room's
          # width a cap; its air from the side panels held by the plate's test)
          "tests/test_farkle_bust_alone_hf98.py::test_the_bust_plate_stands_centred_with_air_"
          "its_reason_one_line_under"),
    Break("hf92.hot_six_back_to_the_row",
          "hot dice' six go back into the cup's mouth, not to the throw row face up (S26 "
          "amended: back in the row they read as a fresh throw)",
          "game/scenes/farkle_layout.py",
          "            return [dice_cup.mouth(farkle_cup.cup_place(self))] * count\n",
          "            return row\n",
          _CUP + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf92.hot_six_faces_in_the_cup",
          "in the cup the six's faces are gone (never read there as a throw's)",
          "game/views/farkle_hot_cup.py",
          "    return round(255 * min(1.0, 2.0 * (1.0 - p)))",
          "    return round(255 * max(0.5, min(1.0, 2.0 * (1.0 - p))))",
          _CUP + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf92.hot_throw_from_the_side",
          "the throw after hot dice leaves the cup's mouth, like a fresh turn's",
          "game/views/farkle_cup.py",
          "    return bool(flow.throw_is_first or flow.hot_back.back or flow.hot_back.thrown)",
          "    return bool(flow.throw_is_first)",
          _CUP + "test_after_the_stage_the_six_glide_back_into_the_cup"),
    Break("hf92.hot_cup_stays_empty",
          "once the six are in, the cup is drawn full, as before a turn's first throw",
          "game/views/farkle_cup.py",
          "    if six_back(flow):  # hot dice' six going into it",
          "    if False:  # hot dice' six going into it",
          _CUP + "test_after_the_stage_the_six_glide_back_into_the_cup"),
)
