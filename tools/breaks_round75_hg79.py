"""Planted bugs of round 75's helper hG79:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CARD_TEST = ("tests/test_farkle_seat_card.py::"
              "test_the_turn_passes_as_a_big_seat_card_clear_of_the_dice_row_and_buttons")

ROUND75_HG79: tuple[Break, ...] = (
    Break("hg79.card_on_the_slots",
          "the 10 000's turn-passing seat card rests above the dice row's slots, never on "
          "them (critic cB75)",
          "game/views/farkle_seat_card.py",
          "    rect.midbottom = (felt.centerx, row_top - clear)\n",
          "    rect.midbottom = (felt.centerx, row_top + clear)\n",
          _CARD_TEST),
    Break("hg79.card_a_strip",
          "the seat card is at least half as tall again as the old ribbon (critic cB75: a "
          "modest strip)",
          "game/views/farkle_seat_card.py",
          "    card_h = min(height, line_height(size, STAMP) + 2 * pad_y)\n",
          "    card_h = min(height // 2, line_height(size, STAMP) + 2 * pad_y)\n",
          _CARD_TEST),
    Break("hg79.card_never_drops",
          "the seat card enters with motion: it falls onto its place and bounces, never "
          "standing still from its first frame",
          "game/views/farkle_seat_card.py",
          "    return rest.move(0, round(offset))\n",
          "    return rest.move(0, 0 * round(offset))\n",
          _CARD_TEST),
    Break("hg79.card_next_seats_colour",
          "the seat card is in the incoming player's own seat colour (deepened)",
          "game/views/farkle_seat_card.py",
          "    colour = band_colour(seat)\n",
          "    colour = band_colour(seat + 1)\n",
          _CARD_TEST),
    Break("hg79.card_no_mark",
          "the seat card carries the seat's own mark, large, as the players' panel draws it",
          "game/views/farkle_seat_card.py",
          "    draw_seat_mark(card, mark_at, mark, seat)\n",
          "    draw_seat_mark(card, mark_at, mark, seat + 1)\n",
          _CARD_TEST),
)
