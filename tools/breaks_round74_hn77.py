"""Planted bugs of round 74's helper hN77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CHIP = "tests/test_new_game_count_in_field.py::"

ROUND74_HN77: tuple[Break, ...] = (
    Break("hn77.count_over_the_mark",
          "on a low seat card the letters left are a chip inside the name field, never words "
          "over the mark (critic cR74b #1: the plate lay across seat 1's mark at 1024)",
          "game/scenes/new_game_count.py",
          "        if self.card_bubble_room(rect) == 0:  # a low card: a chip inside the field's"
          " right\n",
          "        if self.card_bubble_room(rect) < 0:  # a low card: a chip inside the field's"
          " right\n",
          _CHIP + "test_a_low_cards_letters_left_are_a_chip_at_the_fields_right_end"),
    Break("hn77.chip_at_the_fields_left",
          "the letters-left chip stands at the name field's right end, after the name",
          "game/widgets/forms.py",
          "        return pygame.Rect(box.right - inset - wide, box.y + inset, wide, high)\n",
          "        return pygame.Rect(box.x + inset, box.y + inset, wide, high)\n",
          _CHIP + "test_a_low_cards_letters_left_are_a_chip_at_the_fields_right_end"),
)
