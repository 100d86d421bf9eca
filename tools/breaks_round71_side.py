"""Planted bugs of round 71's side screens (hA71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_YH = "game/scenes/yams_help.py"
_RO_YAMS = "locales/ro/LC_MESSAGES/yams.po"
_PLAIN = "tests/test_yams_help_plain.py::"
_INVITE = "game/scenes/scores_invite.py"
_FH = "game/scenes/farkle_help.py"
_AIR = ("tests/test_farkle_help_figures_air.py::test_the_struck_points_read_and_figures_keep_off"
        "_the_badges")
_EMPTY = "tests/test_scores_empty_board_invites.py::"

ROUND71_SIDE_BREAKS: tuple[Break, ...] = (
    Break("side71.yams_badge_inside", "the Yams '?' tiles' numbers stand inside their cards' "
          "top-right corners, clear of pictures and words (critic E70: they crossed the "
          "frames' borders)",
          "game/scenes/help_tiles.py",  # (one badge for both pages, review 71)
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
          # (round 80, hH83, S84: the bold line is now the Penta's, as its picture)
          'msgstr "Penta 50: cinci zaruri la fel"', 'msgstr "Full 25 · Penta 50"',
          _PLAIN + "test_the_boxes_tile_is_titled_by_what_its_picture_shows"),
    Break("side71.timer_plain", "the countdown's tile says plainly when it starts and what "
          "its ring shows (critic E70: 'Le numără cercul.')", _RO_YAMS,
          'msgstr "După a treia aruncare. Cercul arată secundele rămase."',
          'msgstr "După aruncarea 3. Le numără cercul."',
          _PLAIN + "test_no_tile_says_a_clipped_two_or_three_word_sentence"),
    Break("side71.joker_plain", "the Joker's tile says where it goes otherwise in a plain "
          "sentence (critic E70: 'Altfel jos.')", _RO_YAMS,
          'msgstr "Întâi sus, la {upper}, dacă e liberă. Altfel o căsuță de jos: {lower} '
          '{lower_points}."',  # (hR72; hR74)
          'msgstr "Întâi sus, la {upper}, dacă e liberă. Altfel jos."',
          _PLAIN + "test_no_tile_says_a_clipped_two_or_three_word_sentence"),
    Break("side71.sentence_a_line", "two plain sentences stand a line each, never one parted "
          "over the break", _YH, "            if len(sentences) == len(lines):\n",
          "            if len(sentences) == len(lines) + 1:\n",
          "tests/test_yams_help_lines.py::test_two_plain_sentences_stand_a_line_each"),
    Break("side71.backdrop_hush", "the '?' pages sink the table's header in place, as dark as "
          "the dialogs' veil says (re-aimed hH76, ruling S18: the hush went, the dialogs' dim "
          "stays)", "game/scenes/base.py",
          "                    dim_evenly(below)  # the light sheet sinks with the felt\n",
          "                    dim_evenly(below, 90)  # the light sheet sinks with the felt\n",
          "tests/test_help_centred_dimmed.py::"
          "test_the_table_round_the_panel_is_dimmed_as_under_a_dialog"),
    # side71.scores_band_slim retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
    # side71.scores_band_words_read retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
    Break("side71.scores_empty_invites", "an empty board says no game is on it yet (critic "
          "E70: an all-ghost board invited nothing)", _INVITE,
          # (re-aimed round 74, hS29: the empty board's card needs no free rows)
          "        if self.table(kind):\n",
          "        if not self.table(kind):\n",
          _EMPTY + "test_an_empty_board_says_so_and_offers_its_game"),
    # side71.scores_board_button retired round 80 (hK88, ruling S90 4): no board has its own
    # 'Joacă …' now; the screen's red one is its one play button.
    # side71.scores_no_double_offer retired round 80 (hK88, ruling S90 4): no board has its own
    # 'Joacă …' now; the screen's red one is its one play button.
    Break("side71.struck_large", "the lost turn's struck points are as large as the bank "
          "tile's (critic E70: small)", _FH,
          "        size = round(self.bank_size() * LOST_FIGURE_GROW)\n",
          "        size = round(self.bank_size() * 0.8)\n", _AIR),  # (re-aimed round 78, hF93,
    # ruling S47: card 5 draws the table's struck total)
    Break("side71.struck_light", "the lost turn's struck points read light on their frame "
          "(critic E70: dim)", "game/widgets/struck_figure.py",
          "LOST_FIGURE = (240, 142, 122)\n",
          "LOST_FIGURE = (176, 112, 98)\n", _AIR),  # (re-aimed round 78, hF93, ruling S47: the
    # table's and the card's one struck red, struck_figure.LOST_FIGURE)
    Break("side71.scoring_badge_air", "the scoring tile's '400' keeps air from badge 7 (critic "
          "E70: crowded at 1024)", _FH,
          "        inset, air = max(5, self.px(BADGE_INSET), self.card_air()), self.badge_air()\n",
          "        inset, air = max(5, self.px(BADGE_INSET), self.card_air()), "
          "self.px(BADGE_AIR)\n",
          _AIR),
    Break("side71.race_badge_air", "the last round's '10 000' keeps air from badge 8 (critic "
          "E70: crowded at 1024)", _FH,
          "        line = self.number_rect(art).x - max(FIGURE_AIR_LEAST, self.px(RACE_INSET))\n",
          "        line = self.number_rect(art).x - self.px(RACE_INSET)\n", _AIR),
)
