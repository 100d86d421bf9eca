"""Planted bugs of round 71's Rules, Statistics and New Game (hN72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DICE = "game/scenes/stats_dice.py"
_DICE_PAGE = "tests/test_stats_dice_page.py::"
_CARDS = "game/scenes/new_game_cards.py"
_LETTERS = "tests/test_new_game_letters_left.py::"

ROUND71_PAGES_BREAKS: tuple[Break, ...] = (
    Break("pages71.strays_wait_for_enough", "a source's ± % chart waits for the throws a "
          "verdict needs: before, it only repeated the faces' chart (critic A71)", _DICE,
          "              and scene.verdicts[s][0] != \"not_enough\"]",
          "              and scene.verdicts[s][0] != \"not enough\"]",
          _DICE_PAGE + "test_too_few_throws_draw_no_second_chart_of_the_same_faces"),
    Break("pages71.strays_later_said", "with the ± % charts held back, one line says from how "
          "many dice they are drawn (critic A71)", _DICE,
          "    if waiting:  # why no source's strays",
          "    if not waiting:  # why no source's strays",
          _DICE_PAGE + "test_too_few_throws_say_once_when_the_strays_are_charted"),
    Break("pages71.letters_in_the_head", "the letters left to a name stand in the card's head, "
          "a margin inside its edge, the name field whole (critic A71: on the card's edge at "
          "1024x600)", _CARDS,
          "        self._draw_count(surface, k, rect, (rect.right - edge, centre[1]))\n",
          "        self._draw_count(surface, k, rect, (rect.right, field.bottom))\n",
          _LETTERS + "test_the_words_keep_a_fixed_place_in_the_cards_head"),
)
