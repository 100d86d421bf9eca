"""Planted bugs of round 74's helper hN76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STEADY = "tests/test_new_game_card_steady_editing.py::"

ROUND74_HN76: tuple[Break, ...] = (
    Break("hn76.mark_shrinks_for_the_count",
          "a seat card's mark keeps its size in every beat of naming: the letters left's "
          "place is kept, not made when they show (critic #1, round 74: the card jumped)",
          "game/scenes/new_game_cards.py",
          "        del k  # (one place on every card)\n",
          "        if not self.count_lines(k, rect)[0]:  # (the place made while they show)\n"
          "            return 0\n",
          _STEADY + "test_the_card_and_its_mark_hold_still_while_a_name_is_typed"),
    Break("hn76.lock_tip_on_the_mark",
          "the tooltip explaining the computer's padlock stands beside its card, never on its "
          "mark or name (critic #2, round 74: inside the card it covered the mark)",
          "game/scenes/new_game_lock_tip.py",
          "            above.bottomright = (card.right, card.top - reach)\n",
          "            above.topright = (card.right, self.lock_tip_point(card)[1] + reach)\n",
          "tests/test_new_game_lock_tip_beside.py::test_the_lock_tip_stands_beside_the_"
          "computers_mark_and_name"),
)
