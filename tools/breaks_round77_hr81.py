"""Planted bugs of round 77's helper hR81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ARROWS = "tests/test_rules_arrows_tabs_only.py::"
_BONUS = "tests/test_yams_help_bonus_plain.py::"
_SCORING = "tests/test_farkle_help_scoring_title.py::"
_HEADING = "tests/test_rules_one_heading_size.py::"

ROUND77_HR81: tuple[Break, ...] = (
    Break("hr81.arrow_on_back_turns_the_tab",
          "on the rules, ← / → change the game only while the tabs have the focus (or nothing "
          "has it): with the focus on Back they walk the buttons (S33)",
          "game/scenes/rules.py",
          "                and self.focus.focused in (None, self.tabs)):  # (S33: on a button "
          "or the\n",
          "                and self.focus.focused is not self.index):  # (S33: on a button "
          "or the\n",
          _ARROWS + "test_an_arrow_on_back_keeps_the_game_and_walks_the_buttons"),
    Break("hr81.bonus_rows_over_dice",
          "the Yams '?' bonus card keeps one arrangement at every size: its six faces over "
          "the sheet's rows (critic cC77: they swapped places at 1024x600; S33)",
          "game/scenes/yams_help.py",
          "        y += face + below\n        for name, value in rows:\n",
          "        y += below\n        for name, value in rows:\n",
          _BONUS + "test_the_bonus_card_has_its_dice_over_its_rows_at_every_size"),
    Break("hr81.bonus_words_cryptic",
          "the Yams '?' bonus card says plainly that three of each face make the 63 (critic "
          "cC77: '3 6 9 12 15 18' read as cryptic; S33)",
          "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Câte trei din fiecare față fac 63."\n',
          'msgstr "Asuri … Șase, adunate."\n',
          _BONUS + "test_the_bonus_card_says_three_of_each_plainly"),
    Break("hr81.scoring_title_shorthand",
          "the 10 000 '?' scoring card's title says plainly that [F1] shows every combination "
          "(critic cC77: 'Punctaj · F1: toate' read as unclear; S33)",
          "locales/ro/LC_MESSAGES/farkle.po",
          'msgstr "Toate combinațiile: [F1]"\n',
          'msgstr "Punctaj · [F1]: toate"\n',
          _SCORING + "test_the_scoring_card_title_names_all_combinations_and_their_key"),
    # hr81.running_head_a_small_heading retired round 79
    # (hR83, S66): no running head; the pinned heading
    # is the page's own, at its size (test_rules_one_heading_size.py).
)
