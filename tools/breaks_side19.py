"""Planted bugs of the menu, New Game, Settings, dialogs and Rules (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DIALOG = "tests/test_dialog_entrance_quiet_danger.py::"

SIDE19_BREAKS: tuple[Break, ...] = (
    Break("side19.dialog_danger_live", "a dialog's destructive answer is a live button, "
          "never a disabled grey (critic A64), the gold safe answer focused (re-aimed round "
          "74, hB74: its face a quiet wine now, critic cQ74 #3; the plant a grey face)",
          "game/theme.py", "BUTTON_DANGER = (126, 22, 54)", "BUTTON_DANGER = (74, 80, 76)",
          _DIALOG + "test_the_destructive_answer_is_a_live_wine_beside_the_focused_safe_one"),
    Break("side19.settings_normal_agrees", "each \"Normal\"/\"Normală\" in Settings agrees with "
          "the noun its row names (the level rows name the level, not the card's computer)",
          "locales/ro/LC_MESSAGES/settings.po", 'msgstr "Nivelul la Yams"',
          'msgstr "Calculatorul (Yams)"',
          "tests/test_settings_option_agrees.py::test_each_normal_agrees_with_the_noun_its_row_"
          "names"),
    Break("side19.rules_body_reads", "the Rules page's text reads at 20 px of em at 1024x600 "
          "(critic A64: ~14 px)", "game/theme_pages.py",  # (hK63: moved)
          "BODY_LEAST = 28", "BODY_LEAST = 20",
          "tests/test_rules_body_size.py::test_the_rules_body_reads_at_19_px_at_1024x600"),
    Break("side19.new_game_name_field", "the name being edited on New Game sits in the light "
          "field of the other inputs, ringed in its seat's colour (critic A64: a brown box)",
          "game/widgets/forms.py", "        if focused:\n            self.draw_editing(surface)",
          "        if focused and False:\n            self.draw_editing(surface)",
          "tests/test_new_game_bare_name.py::test_a_name_is_written_on_its_card_not_in_a_box"),
    Break("side19.rules_foot_balanced", "the Rules say the reader's place on every page, in "
          "one place (critic A64: a lone link, lopsided; re-aimed by hR72, critic G71: the "
          "place moved corners)", "game/scenes/rules_foot.py",
          "self.reader_place(), size, theme.CREAM", "\"\", size, theme.CREAM",  # (hN75)
          "tests/test_rules_foot_balanced.py::test_the_readers_place_stands_in_one_place_on_"
          "every_page[size1]"),
)
