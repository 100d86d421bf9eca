"""Planted bugs of round 80's helper hH83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_YH = "game/scenes/yams_help.py"
_S84 = "tests/test_yams_help_pictured_s84.py::"

ROUND80_HH83: tuple[Break, ...] = (
    Break("hh83.penta_pictured",
          "the Yams '?' card 5 pictures the Penta: five equal dice over its lit row 'Penta 50' "
          "(ruling S84, critic cA79)", _YH,
          '    ("yams.help.boxes", "boxes", (6, 6, 6, 6, 6), frozenset()),',
          '    ("yams.help.boxes", "boxes", (2, 3, 4, 5, 6), frozenset()),',
          _S84 + "test_card_five_is_a_small_table_under_its_penta"),
    Break("hh83.dice_clear_of_the_top",
          "a Yams '?' picture's dice stand clear of its card's top, the sheet rows giving way "
          "first (ruling S84, critic cC79 #11: 4 px under the frame at 1024x600)", _YH,
          "        below, air = self.px(4), max(2, self.px(DICE_AIR))",
          "        below, air = self.px(4), 0",
          _S84 + "test_a_cards_dice_over_its_rows_stand_clear_of_its_top"),
    Break("hh83.sacrifice_written",
          "the Yams '?' card 4 pictures the sacrifice: a box written 0, ringed as the table "
          "rings it (ruling S84, critic cA79)", _YH,
          "        draw_text(surface, str(score(SACRIFICE_BOX, SACRIFICE_DICE)), size, "
          "theme.INK,",
          '        draw_text(surface, "", size, theme.INK,',
          _S84 + "test_card_four_pictures_the_sacrifice_a_box_written_zero"),
    Break("hh83.joker_hatched",
          "the Yams '?' card 8 draws the box the Joker closes hatched, by the table's own "
          "hatching (ruling S84, critic cA79)", _YH,
          "        draw_hatch(surface, plate, self.scale)\n",
          "        plate.w = 0\n",
          _S84 + "test_card_eight_pictures_the_hatched_box_the_joker_closes"),
    Break("hh83.throws_numbers_read",
          "the Yams '?' card 1's throws' numbers are set no smaller than the mini sheets' type "
          "(ruling S84, critic cA79: 'row numbers tiny')", _YH,
          "        size = max(self._cell_font(), min(self.font_px(theme.FONT_BODY),",
          "        size = self.caption_size() or max(self._cell_font(), min(self.font_px("
          "theme.FONT_BODY),",
          _S84 + "test_card_one_numbers_and_dice_read"),
    Break("hh83.throws_take_the_card",
          "the Yams '?' card 1's throws take the card's width short of its badge: their dice "
          "read their pips at 1024x600 (ruling S84, critic cA79: 'mini dice tiny')", _YH,
          "        span = pygame.Rect(frame.x + air, room.y,\n"
          "                           self.number_rect(art).left - air - frame.x - air, "
          "room.h)",
          "        span = pygame.Rect(art.x, room.y,\n"
          "                           art.w, room.h)",
          _S84 + "test_card_one_numbers_and_dice_read"),
    Break("hh83.hot_points_a_caption",
          "the 10 000 '?' hot dice card says its kept points in the turn's figures' type, as "
          "card 4's '+250' (ruling S84 5.)", "game/scenes/farkle_help.py",
          '            size = self.bank_size()  # "+250" (ruling S84 5.: a caption read as a '
          'footnote)',
          '            size = self.caption_size()  # "+250" (ruling S84 5.: a caption read as a '
          'footnote)',
          "tests/test_farkle_help_hot_figure_s84.py::"
          "test_the_hot_dice_card_says_its_points_as_the_turns_figures"),
)
