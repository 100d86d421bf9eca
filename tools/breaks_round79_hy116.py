"""Planted bugs of round 79's helper hY116:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_MOMENT = "tests/test_yams_standings_one_moment_hy112.py::"
_HEADER = "tests/test_yams_header_title_first_hy112.py::"
_ROOM = "tests/test_yams_header_room_as_drawn_hy116.py::"

ROUND79_HY116: tuple[Break, ...] = (
    Break("hy116.standings_folding_row_new_figures",
          "a standings row folding out in a re-sort reads as it stood before the score: its "
          "place, name and figures one moment's, no two rows with one place (S63, cA78 #4)",
          "game/views/yams_standings.py",
          "            then = self._rows_before if slid and self.slide.leaving(k) else by_seat\n",
          "            then = by_seat\n",
          _MOMENT + "test_every_frame_of_a_re_sort_reads_one_moment_per_row_and_unique_places"
          "[size0]"),
    Break("hy116.standings_leaving_row_kept_new",
          "the flip's folding rows are the old order's until the flip's middle (S63)",
          "game/flow/turn_passing.py",
          "        return (self._age is not None and self._shown_order() is self._before\n",
          "        return (self._age is not None and self.share < 0.25\n",
          _MOMENT + "test_every_frame_of_a_re_sort_reads_one_moment_per_row_and_unique_places"
          "[size1]"),
    Break("hy116.standings_fold_squeezes",
          "a folded standings row is clipped about its middle line, its letters at their own "
          "height, never squeezed (S63, cA78 #4)",
          "game/views/yams_standings_flip.py",
          "    surface.blit(layer, band.topleft, band)\n",
          "    surface.blit(pygame.transform.smoothscale(layer.subsurface(box), band.size), "
          "band.topleft)\n",
          _MOMENT + "test_a_folded_row_is_clipped_never_squeezed"),
    Break("hy116.round_before_title",
          "at 1366x768 and 1024x600 the header reads the title first, the round after it, one "
          "centred group (S45 amended round 78, cA78 #10)",
          "game/scenes/yams_layout.py",
          "                (left + title_w + gap + round_w // 2, lines[\"title\"] + drop)]\n",
          "                (left - gap - round_w // 2, lines[\"title\"] + drop)]\n",
          _HEADER + "test_the_title_reads_before_the_round_in_one_centred_group[size2]"),
    Break("hy116.header_group_off_centre",
          "the title and the round on one line are one group centred on the left column "
          "(S45 amended round 78, cA78 #10)",
          "game/scenes/yams_layout.py",
          "        left = cx - (title_w + gap + round_w) // 2  "
          "# (\"Yams  Tura 1 din 13\", centred)\n",
          "        left = cx - title_w // 2  # (\"Yams  Tura 1 din 13\", centred)\n",
          _HEADER + "test_the_title_reads_before_the_round_in_one_centred_group[size1]"),
    Break("hy116.header_measured_at_bare_floor",
          "the header's words are measured at the sizes they are drawn at, wherever they are "
          "measured from: the coach's header room starts right of the drawn round (S45 amended "
          "round 79)",
          "game/scenes/yams_layout.py",
          "        sizes = [max(self.type_least, self.font_px(value))\n",
          "        sizes = [self.font_px(value)\n",
          _ROOM + "test_the_header_words_are_measured_as_they_are_drawn[size2]"),
)
