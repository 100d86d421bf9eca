"""Planted bugs of round 72's New Game at 6-7 seats (hN74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLOSE = "tests/test_new_game_rows_close.py::"

ROUND72_HN74: tuple[Break, ...] = (
    Break("newgame72b.rows_close", "the two rows of cards as close as two cards of a row "
          "(critic I72: an empty band between them, the cards shrunk)",
          "game/scenes/new_game_places.py",
          "        return self.px(SEAT_CARD_GAP)\n",
          "        return self.px(SEAT_CARD_GAP) * 3\n",
          _CLOSE + "test_the_two_rows_stand_as_close_as_two_cards_of_a_row"),
    Break("newgame72b.last_row_head", "a last row's refusal in its own card's head, never over "
          "the names of the row above (critic I72)",
          "game/scenes/new_game_refusal.py",
          "            return self.refused_in_last_row()\n",
          "            return False\n",
          "tests/test_new_game_cards.py::test_a_refused_character_is_explained_beside_its_field"),
    Break("newgame72b.wrap_line", "the chip across the rows' wrap joined to its far card by "
          "a bent line (critic I72: it dangled alone on the felt)",
          "game/scenes/new_game_cards.py",
          "                self._draw_wrap_line(surface, self.wrap_path(rect, shown[k], "
          "shown[k + 1]))\n",
          "                pass\n",
          "tests/test_new_game_swap_wrap.py::test_the_chip_across_the_wrap_is_joined_to_both_cards"),
    Break("newgame72b.mark_air", "air between a tall card's mark and the refusal's bubble "
          "under it (critic I72: at 1024x600 it sat on the mark)",
          "game/scenes/new_game_cards.py",
          "        air = max(MARK_AIR_LEAST, self.card_edge())\n",
          "        air = 0\n",
          "tests/test_new_game_refusal_under.py::test_on_one_row_of_big_cards_the_refusal_stands_"
          "in_the_cards_head"),
    Break("menu72b.saved_row_balanced", "with a game saved, the record and \"Partidă nouă\" "
          "flank the hero evenly (critic I72: lopsided)",
          "game/scenes/menu.py",
          "        width = min(max(record, label), places[1].w)\n",
          "        width = places[1].w\n",
          "tests/test_menu_continue_balanced.py::test_the_record_and_the_new_game_button_flank_"
          "the_hero_evenly"),
)
