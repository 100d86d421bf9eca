"""Planted bugs of round 80's seams mended on main:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_MAIN: tuple[Break, ...] = (
    Break("main80.ales_pill_on_the_chips", "the chosen card's \"ales\" pill lies on the top of "
          "the card's pictures again (critic cC79 #13: it covered the 10 000's chip stack)",
          "game/widgets/game_card.py",
          "        return mark_rect(body, self.mark, self.scale, art_top)\n",
          "        return mark_rect(body, self.mark, self.scale)\n",
          "tests/test_menu_mark_clear_of_art.py::"
          "test_the_chosen_mark_is_clear_of_the_cards_pictures"),
)
