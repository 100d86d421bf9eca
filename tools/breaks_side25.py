"""Planted bugs of the two help screens and three wordings (round 69, hH69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_PICTURES = "tests/test_help_pictures_true.py::"
_LETTERS = "tests/test_new_game_letters_left.py::"

SIDE25_BREAKS: tuple[Break, ...] = (
    Break("side25.space_in_english", "the Romanian Yams key line names the space bar 'Spațiu' "
          "(re-aimed round 70: the prompt no longer names the key, critic D70)",
          "locales/ro/LC_MESSAGES/yams.po", "zarurile  ·  [Spațiu]: Aruncă  ·  [Tab]",
          "zarurile  ·  [Space]: Aruncă  ·  [Tab]",
          "tests/test_ro_space_key_word.py::"
          "test_no_romanian_string_calls_the_space_bar_space"),
    Break("side25.scoring_exception_unsaid", "the 10 000 scoring tile names the three 1s' "
          "1 000 it pictures", "locales/ro/LC_MESSAGES/farkle.po",
          "\"Trei\u00a0de\u00a01: 1\u00a0000. Trei",
          "\"Trei",  # (re-aimed hR74: the exception now said first, over its row;
          # hH73 dropped the three 1s' exception with the four of a kind's row; round 72's
          # merge put it back: "valoarea × 100" alone misstates them)
          _PICTURES + "test_the_triples_rule_keeps_its_exception"),
    Break("side25.bonus_one_of_each", "the Yams bonus picture adds up to its 63: three of each "
          "face", "game/scenes/yams_help.py", "UPPER_COUNT = 3\n", "UPPER_COUNT = 1\n",
          _PICTURES + "test_the_upper_bonus_picture_adds_up_to_its_total"),
    Break("side25.captions_small", "the help pictures' captions read at 1920x1080",
          "game/scenes/help_tiles.py", "CAPTION = 31\n", "CAPTION = 28\n",
          _PICTURES + "test_the_pictures_captions_read"),
    Break("side25.captions_least", "the help pictures' captions read at 1024x600",
          "game/scenes/help_tiles.py", "CAPTION_LEAST = theme.HELP_TYPE_LEAST + 2\n",
          "CAPTION_LEAST = theme.HELP_TYPE_LEAST\n",
          _PICTURES + "test_the_pictures_captions_read"),
    Break("side25.letters_plus", "the letters-left note says the room left, not '+1'",
          "locales/ro/LC_MESSAGES/new_game.po", 'msgstr "rămâne 1 literă"',
          'msgstr "+1 literă"', _LETTERS + "test_the_count_says_the_letters_left_in_words"),
    Break("side25.letters_dark", "the letters-left note reads on its card's band (4.5:1)",
          "game/scenes/new_game_count.py",  # (re-aimed hN76: the count's module)
          "            draw_text(surface, line, size, theme.CREAM,\n"
          "                      (rect.centerx, top",
          "            draw_text(surface, line, size, theme.NAME_COUNTER,\n"
          "                      (rect.centerx, top",  # (re-aimed hN75: centred now)
          _LETTERS + "test_the_words_stand_beside_the_name_on_its_card"),
    Break("side25.panels_unlevel", "the two help panels stand level (the Yams round line "
          "clear)", "game/widgets/help_panel.py",
          "felt.w - 2 * inset, size[1] - 2 * top)",  # (re-aimed hH76: centred top to
          "felt.w - 2 * inset, size[1] - 2 * top - inset)",  # bottom)
          "tests/test_help_panels_level.py::test_the_two_help_panels_are_level"),
    Break("side25.target_on_badge", "the last round's '10 000' keeps clear of tile 8's number",
          "game/scenes/farkle_help.py",
          "line = self.number_rect(art).x - max(FIGURE_AIR_LEAST, self.px(RACE_INSET))",
          "line = art.right - self.px(6)",
          "tests/test_help_panels_level.py::"
          "test_the_targets_figure_keeps_clear_of_the_tiles_number"),
    Break("side25.timer_long_sentence", "the Yams countdown tile says its rule in short "
          "sentences", "locales/ro/LC_MESSAGES/yams.po",
          "După a treia aruncare. Cercul arată secundele rămase.",  # (re-aimed round 70:
          # one line; hA71: two plain sentences)
          "După a treia aruncare, ai 3 secunde, numărate în cercul de pe căsuță, apoi scrie.",
          "tests/test_help_short_lines.py::test_each_cards_words_are_short_sentences"),
)
