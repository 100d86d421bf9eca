"""Planted bugs of round 72's 10 000 banners (hF80):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HF80: tuple[Break, ...] = (
    Break("hF80.tokens_alone",
          "the last round's band names every seat still to play, cut with '…' if it must, "
          "never its token alone (critic E71: at 1024x600 the band showed marks alone, who "
          "still plays unreadable; ruling S6)",
          "game/views/farkle_last_round.py",  # (round 73, hF83: re-aimed, the marks now
          # stand beside the count where the names do not fit whole: the count dropped)
          "        count, count_w = strip.count, text_size(strip.count, name_size, BOLD)[0] "
          "+ chip_gap\n",
          "        count, count_w = \"\", 0\n",
          "tests/test_farkle_last_round_strip.py::test_every_seat_still_to_play_is_named_at_1024"),
    Break("hF80.round_token",
          "the hand-off band draws the seat's own mark (its shape, as the players' panel "
          "does), not a disc for every seat (critic E71: '○' seen for the second player's '■')",
          "game/views/turn_handoff.py",
          "    draw_seat_mark(content, (token // 2, mid), token, seat)\n",
          "    draw_seat_token(content, (token // 2, mid), token, seat)\n",
          "tests/test_handoff_band_mark.py::test_the_bands_token_is_the_seats_own_mark"),
    Break("hF80.chips_past_rim",
          "a staged bank's chips land inside the players panel's frame, clear of the figure, "
          "never across its rim (critic E71)",
          "game/views/farkle_bank_chips.py",
          "    end = (min(end[0], place.players_rect.right - max(1, place.px(2)) - landed), "
          "end[1])\n",
          "    end = (end[0], end[1])\n",
          "tests/test_farkle_bank_chips_clear.py::test_the_chips_land_inside_the_bankers_row"),
)
