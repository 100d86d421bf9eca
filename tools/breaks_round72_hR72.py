"""Planted bugs of round 72's Rules and help pages (hR72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CARD_AIR = "tests/test_help_card_air.py::test_every_picture_keeps_air_inside_its_card"
_PICTURES = "tests/test_yams_help_throws_and_joker.py::"
_CUE = ("tests/test_rules_more_below.py::"
        "test_the_cue_sits_in_the_panels_bottom_fade_over_the_text_that_goes_on")
_PLACE = ("tests/test_rules_foot_balanced.py::"
          "test_the_readers_place_stands_in_one_place_on_every_page")

ROUND72_HR72: tuple[Break, ...] = (
    Break("help72.yams_card_air", "the Yams '?' cards' dice and sheet rows keep air inside "
          "their frames (critic F71: at 1024x600 cards 5 and 6 touched their top borders)",
          "game/scenes/yams_help.py",
          "        room = self.picture_room(art)  # (inside its card, with air: critic F71)\n",
          "        room = art  # (inside its card, with air: critic F71)\n",
          _CARD_AIR + "[size2-yams-YamsHelpOverlay]"),
    Break("help72.farkle_card_air", "the 10 000 '?' scoring card's figures keep the card's air "
          "on the right (critic F71)",
          "game/scenes/farkle_help.py",
          # (re-aimed round 79, fixB: the card's air no longer rests on the rows' inset, which
          # the dice's own row gap (px 6) and the block centred in its frame outstay by 1-3 px,
          # nor on the figures' right, set by the badge's column since they stand in one;
          # what keeps them off the frame's right edge is their anchor, flush right)
          "            draw_text(surface, figure, size, theme.GOLD, (right, middle), "
          "\"midright\",\n",
          "            draw_text(surface, figure, size, theme.GOLD, (right, middle), "
          "\"midleft\",\n",
          _CARD_AIR + "[size1-farkle-FarkleHelpOverlay]"),
    Break("help72.throws_unlit", "card 1's three throws light the dice kept in their places "
          "(critic F71: five random dice said nothing of 'Cel mult 3 aruncări')",
          "game/scenes/yams_help.py",
          "            looks = [Look.HELD if i in kept else Look.NORMAL for i in range(count)]\n",
          "            looks = [Look.NORMAL for i in range(count)]\n",
          _PICTURES + "test_card_one_draws_the_turns_three_throws[size0]"),
    Break("help72.joker_plain_score", "the Joker card's lower box shows its full value (Full "
          "25), not the plain score of five equal dice (0)",
          "game/scenes/yams_help.py",
          # (round 80, hH83: the rows' loop moved to _draw_dice_over_rows, less indented)
          "                self._row(surface, self.tr(box.key), str(joker_score(box, dice)), "
          "cell,\n",
          "                self._row(surface, self.tr(box.key), str(score(box, dice)), "
          "cell,\n",
          _PICTURES + "test_the_joker_card_draws_its_choice[ro]"),
    # rules72.cue_mid_band retired round 81 (hK89, ruling S97 1., critic cC80 #7): the cue
    # no longer follows the view's last block; it stands at the view's foot (hk89.cue_over_the
    # _foot holds that).
    # rules72.band_bare retired in round 78 (hR82, S49): the page no longer runs on faded
    # under the cue (critic cC77 read those lines as cut); its blocks spread down to it.
    Break("rules72.place_on_the_page", "the reader's place stands in the panel's top air, "
          "over the page's first line, never on it",
          "game/scenes/rules_foot.py",
          "        top = self.panel.y  # (its line centred in the strip: even air, round 75)\n",
          "        top = self.viewport.y  # (its line centred in the strip: even air, round 75)\n",
          _PLACE + "[size0]"),
    Break("help72.farkle_widows", "the 10 000 '?' wraps a card's words as one paragraph where a "
          "wrapped sentence would end on a short line (critic F71: 'pierzi tura.', 'la total.' "
          "alone at 1024x600)", "game/scenes/farkle_help.py",
          "        return packed if len(packed) <= len(lines) else lines\n",
          "        return lines\n",
          # (round 79, fixB: the page's own words no longer end a wrapped sentence short at
          # any size; the test states the promise on a card's sentence that would)
          "tests/test_farkle_help_balanced.py::"
          "test_a_wrapped_sentence_never_ends_on_a_short_line_whatever_its_words"),
)
