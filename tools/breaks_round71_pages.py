"""Planted bugs of round 71's Rules, Statistics and New Game (hN72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DICE = "game/scenes/stats_dice.py"
_DICE_PAGE = "tests/test_stats_dice_page.py::"
_CARDS = "game/scenes/new_game_cards.py"
_ONE_FACT = "tests/test_stats_one_chart_per_fact.py::"
_LETTERS = "tests/test_new_game_letters_left.py::"

ROUND71_PAGES_BREAKS: tuple[Break, ...] = (
    Break("pages71.strays_wait_for_enough", "a source's ± % chart waits for the throws a "
          "verdict needs: before, it only repeated the faces' chart (critic A71)", _DICE,
          "              and scene.verdicts[s][0] != \"not_enough\"]",
          "              and scene.verdicts[s][0] != \"not enough\"]",
          _DICE_PAGE + "test_too_few_throws_draw_no_second_chart_of_the_same_faces"),
    Break("pages71.strays_later_said", "with the ± % charts held back, one line says from how "
          "many dice they are drawn (critic A71)", _DICE,
          "    if waiting and not few:  # (too few in all",  # (re-aimed hS28: K72)
          "    if not waiting and not few:  # (too few in all",
          _DICE_PAGE + "test_too_few_throws_say_once_when_the_strays_are_charted"),
    Break("pages71.letters_in_the_head", "the letters left to a name stand in the card's head, "
          "a margin inside its edge, the name field whole (critic A71: on the card's edge at "
          "1024x600)", "game/scenes/new_game_count.py",  # (re-aimed hN76)
          "                      (rect.centerx, top + n * step + step // 2), weight=BOLD)\n",
          "                      (rect.right, top + n * step + step // 2), weight=BOLD)\n",
          # (re-aimed hN75: the words now at the head's foot, centred; planted on the edge)
          _LETTERS + "test_the_words_keep_a_fixed_place_in_the_cards_head"),
    Break("pages71.few_games_no_line", "while a player's few games are listed, their totals "
          "are not drawn again as a line (critic A71: the same totals twice)",
          "game/scenes/statistics.py",
          "                and not getattr(self, \"few_games\", None))",
          "                and not getattr(self, \"few_games_listed\", None))",
          _ONE_FACT + "test_few_games_listed_are_not_drawn_again_as_a_line"),
    Break("pages71.two_games_as_cards", "two games listed take their panel as cards, not thin "
          "rows over an empty half (critic A71)", "game/widgets/charts.py",
          "    if rect.h / len(lines) >= (1.4 if len(lines) <= 2 else 2) * row:",
          "    if rect.h / len(lines) >= 2 * row:",
          _ONE_FACT + "test_two_games_listed_fill_their_panel_as_cards"),
)
