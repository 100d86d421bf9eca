"""Planted bugs of the 10 000 stage ladder and banners (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RUNGS = "tests/test_farkle_ladder_rungs.py::"
_BANK = "tests/test_farkle_bank_stage_dice.py::"
_THIRDS = "tests/test_farkle_stage_thirds.py::"
_SORTS = "tests/test_farkle_chinta_sorts.py::"
_TRAY = "tests/test_farkle_bust_keeps_tray.py::"

LADDER3_BREAKS: tuple[Break, ...] = (
    # (round 66 ruling, critic B65: re-pointed, three pairs a banner now, "pairs_throw"
    # (stage6.pairs_a_banner); five alike keeps the mid rung with the Chintă)
    Break("ladder3.throws_rungs", "the Chintă and five alike share the mid rung",
          "game/flow/moments.py", '"five": "rare_throw", "three_pairs": "pairs_throw"}',
          '"five": "rarest_throw", "three_pairs": "pairs_throw"}',
          _RUNGS + "test_each_rare_figure_climbs_to_its_rung"),
    Break("ladder3.big_bank_banner", "a big bank is a banner, never the takeover",
          "game/flow/stage.py", '    "bank_big": BANNER,\n', '    "bank_big": GRAND,\n',
          _RUNGS + "test_each_rare_figure_climbs_to_its_rung"),
    Break("ladder3.mid_title_smaller", "the mid rung's title is clearly smaller than six "
          "alike's", "game/theme_stage.py", "FARKLE_MID_TITLE = 0.16 ", "FARKLE_MID_TITLE = 0.42 ",
          _RUNGS + "test_the_rungs_titles_shrink_down_the_ladder"),
    Break("ladder3.mid_shorter", "the mid rung holds shorter than six alike, longer than a "
          "banner", "game/theme_stage.py", '"rare_throw": 2.0,', '"rare_throw": 3.2,',
          _RUNGS + "test_rarer_is_bigger_and_longer_rung_by_rung"),
    # ladder3.plaque_in_column retired (hB61): no bank's plaque slides in any more (hL60's
    # ordinary bank drops in, hB60's big bank slams its own plate, never the sliding
    # plaque): the big bank's plate in the column is held by stage4.big_bank_slam_capped
    # and stage4.big_bank_clipped (tests/test_farkle_big_bank_path.py)
    Break("ladder3.staged_row_new_total", "under a bank's banner the banker's row keeps its "
          "old total (re-aimed round 80, hF104, S87 1.: it counts in after the plaque; round "
          "70's count with the chips retired; round 81, hF107, S96 2.: it counts in as the "
          "plaque lands; the plant says the new total at once)",
          "game/flow/farkle_reading.py",
          # (round 66, hL67: re-pointed, the goal's row waits for its crest's count too)
          "and (not flight.staged\n" + " " * 63 + "or flight.counts_in\n" + " " * 63
          + "or flight.counts_as_it_lands\n",  # (hB60: a big bank counts in its row too)
          "and (not flight.staged\n" + " " * 63 + "or flight.counts_in\n",
          "tests/test_farkle_big_bank_counts_up.py::"  # (renamed round 81, hF107, S96 2.)
          "test_a_banners_bank_counts_in_as_its_plaque_lands_never_after_it"),
    Break("ladder3.end_banner_hush", "a game's last banner lies on the hush its results open "
          "on (no bright beat)", "game/views/stage_banner.py",
          "    if isinstance(clock, EndStageClock):", "    if False:",
          "tests/test_farkle_end_stage.py::"
          "test_a_game_alone_ended_by_a_big_bank_stays_dark_until_its_results"),
    Break("ladder3.bust_says_why", "the bust's stamp says why: no die scores",
          "game/flow/farkle_beats.py",
          '            return self.tr("farkle.bust.why")\n',  # (round 80: its own method)
          '            return ""\n',
          "tests/test_farkle_bust_says_why.py::test_a_first_throws_bust_says_no_die_scores"),
    # (ladder3.undo_held_under_ribbon retired by hL50: no ribbon follows the goal any more,
    # critic B41; Undo is held under the goal's banner as under any stage, then lit)
    # round 41 (hB41): the ladder finished
    Break("ladder3.amount_under_row", "a headline's amount is counted under its dice row",
          "game/views/stage_words.py",
          "    if in_thirds(picture):  # under the gathered row",
          "    if False:  # under the gathered row",
          _THIRDS + "test_title_dice_and_amount_fill_the_felt_top_to_bottom"),
    Break("ladder3.felt_in_thirds", "title, dice and amount fill the felt in thirds (no "
          "empty quarter)", "game/views/stage_gather.py",
          "        top = picture.area.centery - side // 2",
          "        top = picture.area.top + side",
          _THIRDS + "test_title_dice_and_amount_fill_the_felt_top_to_bottom"),
    Break("ladder3.chinta_sorts", "a Chintă's gathered row re-orders to 1-2-3-4-5-6",
          "game/views/stage_pictures.py",
          "slot_side=table.die_side, sort_to=sorted_places(rare.kind, faces))",
          "slot_side=table.die_side, sort_to=[])",
          _SORTS + "test_the_chintas_row_reads_one_to_six_once_sorted"),
    Break("ladder3.sort_in_lane", "a Chintă's moving die slides in a lane under the row "
          "(crossing no die)", "game/views/stage_sort.py",
          "            found[other] = (start + (place - start) * slide, dip)",
          "            found[other] = (start + (place - start) * slide, 0.0)",
          _SORTS + "test_no_die_crosses_another_or_the_words_as_they_sort"),
    Break("ladder3.words_after_sort", "a Chintă's amount and name wait for its row to sort",
          "game/views/stage_gather.py",
          "    return span(clock.progress, SORT_TO, SORT_TO + 0.03)",
          "    return 1.0",
          _SORTS + "test_no_die_crosses_another_or_the_words_as_they_sort"),
    Break("ladder3.bust_tray_framed", "under the bust's stamp the tray keeps its frame",
          "game/views/farkle_views.py",
          # (re-aimed round 74, hA74: the tray is drawn by farkle_sockets.draw_tray)
          "    mat = place.mat\n    draw_tray(surface, mat, place.scale)",
          "    mat = place.mat\n    if flow.big_announcement() is not None:\n        return\n"
          "    draw_tray(surface, mat, place.scale)",
          _TRAY + "test_the_bust_stamp_lies_inside_the_framed_tray"),
    # (ladder3.bust_stamp_inset retired in round 63, hF63: "the bust's stamp lies inside the
    # tray, its felt seen round it" was reversed, critic B61: the stamp lies across its failed
    # dice now, over the mat's frame; test_farkle_bust_stamp_over_dice, breaks
    # farkle13.bust_stamp_over_dice/pips_read, bust10k.stamp_clear_of_buttons hold the new one)
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
