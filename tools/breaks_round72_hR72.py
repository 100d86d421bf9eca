"""Planted bugs of round 72's Rules and help pages (hR72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CARD_AIR = "tests/test_help_card_air.py::test_every_picture_keeps_air_inside_its_card"
_PICTURES = "tests/test_yams_help_throws_and_joker.py::"

ROUND72_HR72: tuple[Break, ...] = (
    Break("help72.yams_card_air", "the Yams '?' cards' dice and sheet rows keep air inside "
          "their frames (critic F71: at 1024x600 cards 5 and 6 touched their top borders)",
          "game/scenes/yams_help.py",
          "        room = self.picture_room(art)  # (inside its card, with air: critic F71)\n",
          "        room = art  # (inside its card, with air: critic F71)\n",
          _CARD_AIR + "[size2-yams-YamsHelpOverlay]"),
    Break("help72.farkle_card_air", "the 10 000 '?' scoring card's figures keep the card's air "
          "on the right (critic F71)",
          "game/scenes/farkle_help.py",
          "        inset, air = max(5, self.px(BADGE_INSET), self.card_air()), self.badge_air()\n",
          "        inset, air = max(5, self.px(BADGE_INSET)), self.badge_air()\n",
          _CARD_AIR + "[size1-farkle-FarkleHelpOverlay]"),
    Break("help72.throws_unlit", "card 1's three throws light the dice kept in their places "
          "(critic F71: five random dice said nothing of 'Cel mult 3 aruncări')",
          "game/scenes/yams_help.py",
          "            looks = [Look.HELD if i in kept else Look.NORMAL for i in range(count)]\n",
          "            looks = [Look.NORMAL for i in range(count)]\n",
          _PICTURES + "test_card_one_draws_the_turns_three_throws[size0]"),
    Break("help72.joker_plain_score", "the Joker card's lower box shows its full value (Full "
          "25), not the plain score of five equal dice (0)",
          "game/scenes/yams_help.py",
          "                    self._row(surface, self.tr(box.key), str(joker_score(box, dice)), "
          "cell,\n",
          "                    self._row(surface, self.tr(box.key), str(score(box, dice)), "
          "cell,\n",
          _PICTURES + "test_the_joker_card_draws_its_choice[ro]"),
)
