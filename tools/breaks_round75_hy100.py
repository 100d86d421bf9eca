"""Planted bugs of round 75's helper hY100:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BAND = ("tests/test_yams_band_then_pill.py::"
         "test_the_band_names_the_player_alone_then_the_pill_in_one_change")
_GLIDE = ("tests/test_yams_standings_flip_hy109.py::"  # (re-aimed by hY109, round 78, S44;
          "test_no_two_rows_overlap_but_the_swapping_pair_in_any_frame_of_a_re_sort")  # S63

ROUND75_HY100: tuple[Break, ...] = (
    Break("hy100.pill_names_under_band",
          "while the hand-off's band says 'Ion e la rând' the 'La rând' pill names no one "
          "(the quiet 'La rând' alone): the band says the name alone (ruling S13, round 75; "
          "re-aimed by hY104, round 76: no pill at all beside the band; round 77, hH81: the "
          "outgoing name alone, greyed, never the next player's live pill)",
          "game/scenes/yams_table_draw.py",
          # (re-aimed by hY104, round 76, S13 amended: no pill at all beside the band)
          # (re-aimed round 80, hY118, S76: no pill under the card, it becomes the pill)
          "        if not game.finished and not flow.prompt_waits and not flow.turn_ended:",
          "        if not game.finished and not flow.turn_ended:",
          _BAND),
    Break("hy100.row_lit_late",
          "the standings' row of the next player lights the frame the band has gone, with the "
          "pill's 'La rând: …' and the prompt (one change), never after them",
          "game/scenes/yams_table_draw.py",
          # (re-aimed round 80, hY118, S76: the row lights with the pill, not after the greeting)
          "                            quiet=flow.prompt_waits or flow.turn_ended,",
          "                            quiet=flow.prompt_waits or flow.turn_ended\n"
          "                            or flow.voice.banner is not None,",
          _BAND),
    Break("hy100.glide_too_short",
          "a re-ranked standings row glides over YAMS_STANDINGS_SLIDE (about half a second), "
          "not the dice's 0.35 s",
          "game/flow/turn_passing.py",
          # (re-aimed by hY116, round 79: one swap's time, S63)
          "    return min(2.0, 1.0 + 0.5 * (swaps - 1)) * YAMS_STANDINGS_SLIDE\n",
          "    return min(2.0, 1.0 + 0.5 * (swaps - 1)) * PASS_SECONDS\n",
          "tests/test_yams_standings_flip_hy109.py::"  # (re-aimed by hY109, round 78)
          "test_a_row_keeping_its_place_never_moves_and_a_changed_one_swaps"),
    # (hy100.glide_eased_out retired round 78 by hY109:
    # ruling S44, critic cA77 #8, the standings' rows flip in their cells, no longer
    # gliding over each other: no glide to ease; the flip's fold
    # is hy109.standings_row_gone's)
  # (the six players' case sees it: round 75, at hY102's merge)
    Break("hy100.two_columns_jump",
          "in the two columns of a crowded table (6 players at 1024x600) the rows re-rank "
          "without a jump: a row staying in its column glides there",
          "game/views/yams_standings.py",
          # (re-aimed by hY116, round 79, S63)
          "        slid = self.slide.moving and len(rows) > 1\n",
          "        slid = self.slide.moving and plan.columns == 1\n",
          _GLIDE + "[size3-6]"),
    # (hy100.other_column_faded retired round 78 by hY109:
    # ruling S44, critic cA77 #8, the standings' rows flip in their cells, no longer
    # gliding over each other: no row fades)
    # (hy100.hop_across_the_rows retired round 78 by hY109:
    # ruling S44, critic cA77 #8, the standings' rows flip in their cells, no longer
    # gliding over each other: no row changes column, each cell flips)
    Break("hy100.band_over_the_glide",
          "one motion at a time: when a score moves a standings row, the turn stays the "
          "scorer's until the rows are home, then the band (it opened over a row still gliding)",
          "game/flow/yams_scoring.py",
          # (re-pointed round 78, hY111: the auto-fill's still, S57; round 79, hY116: as
          # long as its swaps, S63)
          "            seconds = max(PASS_SECONDS, resort_seconds(swaps))\n",
          "            seconds = PASS_SECONDS\n",
          "tests/test_yams_standings_glide.py::"
          "test_the_band_waits_for_the_rows_to_have_glided[False]"),
)
