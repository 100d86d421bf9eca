"""Planted bugs of round 71's Rules, Statistics and New Game (hN72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DICE = "game/scenes/stats_dice.py"
_DICE_PAGE = "tests/test_stats_dice_page.py::"

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
)
