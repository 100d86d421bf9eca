"""Planted bugs of round 71's Yams table mends (hY87):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ADVICE = "tests/test_yams_advice_pill.py::"

ROUND71_HANDOFF_BREAKS: tuple[Break, ...] = (
    Break("handoff71.advice_in_words", "the advice says what it aims for in a player's words "
          "(critic D70: \"ținta: … Scor final estimat: 263\" read as jargon)",
          "locales/ro/LC_MESSAGES/yams.po", 'msgstr "Țintește {box}"', 'msgstr "ținta: {box}"',
          _ADVICE + "test_the_advice_says_its_step_then_its_outlook_each_whole[size2]"),
    Break("handoff71.advice_alone_whole", "a box's advice says how the game ends as a line of "
          "its own, capitalised (not the mid-line phrase)", "game/flow/yams_hint.py",
          '               else tr("yams.hint.expected_alone", points=points))',
          "               else score)",
          _ADVICE + "test_a_box_advice_says_the_finish_alone_in_a_players_words"),
)
