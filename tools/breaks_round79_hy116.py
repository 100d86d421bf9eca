"""Planted bugs of round 79's helper hY116:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SWAP = "tests/test_yams_standings_swap_hy116.py::"
_HEADER = "tests/test_yams_header_title_first_hy112.py::"
_ROOM = "tests/test_yams_header_room_as_drawn_hy116.py::"

ROUND79_HY116: tuple[Break, ...] = (
    # (hY112's hy112.standings_folding_row_new_figures, hy112.standings_leaving_row_kept_new
    # and hy112.standings_fold_squeezes, moved here as hy116.*, retired round 79 by hY116:
    # ruling S63, the rows no longer fold but swap one pair at a time, whole; their promises,
    # each row one moment's words and never squeezed, are held by the swap's tests below)
    Break("hy116.swap_skips_to_the_last",
          "the rows swap one pair at a time: a climber passes each row over it in turn, never "
          "jumping past the first ones (S63, cF78 #3)",
          "game/flow/turn_passing.py",
          "        at = min(len(steps) - 1, int(self.share * len(steps)))\n",
          "        at = len(steps) - 1\n",
          _SWAP + "test_a_climber_passes_the_rows_over_it_one_at_a_time"),
    # (hy116.passed_row_seen_through_the_card and hy116.climber_clipped retired round 81 by
    # hY121, ruling S91 2.: the passed row is no longer clipped where the card lies on it
    # (its letters showed sliced, critic cA80 #1) but drawn whole, fading out of its lane
    # before the card reaches its words; passed_part is gone. Their promises, no words under
    # the card's and the climber whole, are held by tests/test_yams_standings_lanes_hy121.py
    # and the amended swap test below; hy121.passed_row_under_the_card plants the new bug)
    # (hy116.passed_row_layer_loses_alpha retired round 82 by hY127: S91 amended round 82
    # draws every row at full strength in every frame, no row fades on a layer any more)
    Break("hy116.band_after_the_first_swap",
          "the turn's band waits for the re-sort's last swap, not its first (S63)",
          "game/flow/yams_scoring.py",
          "            seconds = max(PASS_SECONDS, resort_seconds(swaps))\n",
          "            seconds = max(PASS_SECONDS, resort_seconds(min(1, swaps)))\n",
          _SWAP + "test_the_band_waits_for_the_last_swap"),
    # (hy116.swap_across_the_columns retired round 82 by hY127: S91 amended round 82
    # reversed it, a row crossing to the other column slides there on its plate, never
    # fading in place; hy127.cross_column_fades plants the fade)
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
