"""Planted bugs of round 72's own mends (the merges of the helpers' branches):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MINE72_BREAKS: tuple[Break, ...] = ()
MINE72_BREAKS += (
    Break("mine72.bank_words_name_the_row", "the bank's coach card names the Tura panel's row "
          "its pointer lights (hC73's card met hF79's \"Scor\": it said \"după încasare\", a "
          "row no longer drawn)", "locales/en/LC_MESSAGES/coach.po",
          'msgid "coach.farkle.bank"\nmsgstr "When you stop, \\"Bank\\" adds the turn\'s points '
          'to your score."',
          'msgid "coach.farkle.bank"\nmsgstr "When you stop, \\"Bank\\" adds the turn\'s points '
          'to your total."',
          "tests/test_coach_bank_at_button.py::test_the_bank_card_points_short_and_straight_at_"
          "the_fact_it_names"),
)
