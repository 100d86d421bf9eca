"""Planted bugs of the two help screens and three wordings (round 69, hH69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE25_BREAKS: tuple[Break, ...] = (
    Break("side25.space_in_english", "the Romanian Yams prompt names the space bar 'Spațiu'",
          "locales/ro/LC_MESSAGES/yams.po", 'msgstr "Apasă „Aruncă” (sau Spațiu)"',
          'msgstr "Apasă „Aruncă” (sau Space)"',
          "tests/test_ro_space_key_word.py::"
          "test_no_romanian_string_calls_the_space_bar_space"),
)
