"""Planted bugs of round 71's side screens (hA71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_YH = "game/scenes/yams_help.py"
_RO_YAMS = "locales/ro/LC_MESSAGES/yams.po"
_PLAIN = "tests/test_yams_help_plain.py::"

ROUND71_SIDE_BREAKS: tuple[Break, ...] = (
    Break("side71.yams_badge_inside", "the Yams '?' tiles' numbers stand inside their cards' "
          "top-right corners, clear of pictures and words (critic E70: they crossed the "
          "frames' borders)", _YH,
          "        return self.number_rect(art).center\n",
          "        return self.frame_rect(art).right + self.px(8), keyword_y\n",
          "tests/test_yams_help_badges.py::test_each_yams_badge_is_inside_its_card_clear_of_its"
          "_picture_and_words"),
    Break("side71.yams_badge_strip", "the Yams '?' frames keep a strip for the badge right of "
          "the picture, so no picture draws under it", _YH,
          "        frame.w += self._gutter()\n", "        frame.w += self.px(8)\n",
          "tests/test_yams_help_badges.py::test_each_yams_badge_is_inside_its_card_clear_of_its"
          "_picture_and_words"),
    Break("side71.boxes_title", "tile 5's bold line says the fixed points its picture shows "
          "(critic E70: 'Full 25 · Penta 50' over the straights' rows)", _RO_YAMS,
          'msgstr "Suită mică 30 · Suită mare 40"', 'msgstr "Full 25 · Penta 50"',
          _PLAIN + "test_the_boxes_tile_is_titled_by_what_its_picture_shows"),
    Break("side71.timer_plain", "the countdown's tile says plainly when it starts and what "
          "its ring shows (critic E70: 'Le numără cercul.')", _RO_YAMS,
          'msgstr "După a treia aruncare. Cercul arată secundele rămase."',
          'msgstr "După aruncarea 3. Le numără cercul."',
          _PLAIN + "test_no_tile_says_a_clipped_two_or_three_word_sentence"),
    Break("side71.joker_plain", "the Joker's tile says where it goes otherwise in a plain "
          "sentence (critic E70: 'Altfel jos.')", _RO_YAMS,
          'msgstr "Sus, la fața ei, dacă e liberă. Altfel, într-o căsuță de jos."',
          'msgstr "Sus, la fața ei, dacă e liberă. Altfel jos."',
          _PLAIN + "test_no_tile_says_a_clipped_two_or_three_word_sentence"),
    Break("side71.sentence_a_line", "two plain sentences stand a line each, never one parted "
          "over the break", _YH, "            if len(sentences) == len(lines):\n",
          "            if len(sentences) == len(lines) + 1:\n",
          "tests/test_yams_help_lines.py::test_two_plain_sentences_stand_a_line_each"),
    Break("side71.backdrop_hush", "the '?' pages sink the table's header in place, as dark as "
          "the hush says, with no layer built every frame (critic E70)",
          "game/scenes/help_tiles.py", "special_flags=pygame.BLEND_RGB_MULT)",
          "special_flags=pygame.BLEND_RGB_ADD)",
          "tests/test_help_backdrop_cheap.py::test_the_backdrop_builds_no_surface_and_hushes_the"
          "_header"),
)
