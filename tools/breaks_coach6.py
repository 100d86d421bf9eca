"""Planted bugs of the coach and the help pages (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH6_BREAKS: tuple[Break, ...] = (
    Break("coach6.hot_card_risk_of_six_dice",
          "the hot dice' card names the chance six dice score nothing (2,3 %), computed by "
          "the rules (round 65, critic B64: its words warned of a high risk)",
          "game/views/coach_words.py",
          "risk=format_percent(bust_probability(DICE_PER_TURN))",
          "risk=format_percent(bust_probability(1))",
          "tests/test_coach_hot_risk_true.py::"
          "test_the_hot_dice_card_names_the_small_computed_risk"),
    Break("coach6.hot_card_alarm_back",
          "the hot dice' card no longer warns that a miss loses the whole turn (round 65)",
          "locales/ro/LC_MESSAGES/coach.po",
          "msgstr \"Zaruri fierbinți: riști doar {risk} cu cele 6 zaruri.\"",
          "msgstr \"Zaruri fierbinți: dacă ratezi acum, pierzi toată tura ({risk}).\"",
          "tests/test_coach_hot_risk_true.py::"
          "test_the_hot_dice_card_names_the_small_computed_risk"),
)
