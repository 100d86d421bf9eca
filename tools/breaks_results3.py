"""Planted bugs of the results screens (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_H = "tests/test_results_hand_over.py::"

RESULTS3_BREAKS: tuple[Break, ...] = (
    Break("results3.last_stage_ends_as_words_leave", "the end's last stage ends as its words "
          "have left: the card enters at once, no empty glow beat (critic round 30)",
          "game/flow/end_stage.py",
          "        end = GONE if self.leave is None else self.leave[1]\n",
          "        end = GONE\n",
          _H + "test_an_ends_last_stage_ends_as_its_words_leave_its_glow_standing"),
    # re-pointed (critic C40): the glow no longer stands to the last frame, it leaves with the
    # words, so the results card never rises over the win's rays
    Break("results3.last_glow_stands", "the end's last stage's glow leaves with its words "
          "(the card enters over no rays, critic C40)", "game/flow/end_stage.py",
          "        return 0.0 if self.done else 1.0 - self.leaving()\n",
          "        return 0.0 if self.done else 1.0\n",
          _H + "test_an_ends_last_stage_ends_as_its_words_leave_its_glow_standing"),
    # results3.lit_row_leaves retired (merge of hR30 with hY31): a game's last TOTAL no longer
    # takes a stage (it counts in its own row, critic Y30 §6), so no end stage holds a lit row
    # for the entering card to rise beside; test_no_lit_row_stands_beside_the_entering_card
    # now pins that no such stage stands between the last box and the results.
    Break("results3.no_total_stage_before_results", "a game's last TOTAL counts in its row, no "
          "stage between the last box and the results card (critic Y30 §6, round 30)",
          # (round 73, hX77: re-aimed, every full card's TOTAL one kind, S8)
          "game/flow/moments.py",
          "    del card, ending  # every full card is said the same way, in the table\n",
          "    if ending:\n        return \"card_total_rare\"\n",
          _H + "test_no_lit_row_stands_beside_the_entering_card"),
)

RESULTS3_BREAKS += (
    # results3.computer_headline_biggest retired in round 82 (hY126, found missed on main):
    # since S9 (round 73) the win's stage stands its title in the results' headline's room
    # (``StagePicture.held``: ``stamp_size`` returns ``stage_held.title_size``), so the
    # ``stamp_share`` the break planted is never read at a win with others; the computer's
    # headline is the results' own, as a person's is. The promise stays pinned by
    # tests/test_computer_win_headline.py::test_the_computers_win_headline_is_the_biggest_words
)

RESULTS3_BREAKS += (
    Break("results3.one_badge_size", "the gold medal on a podium is never written apart "
          "from the others (critic round 30: smaller; hR41: re-pointed, the numerals grew "
          "with their steps; round 72, hW73: re-aimed, one size again, critic G71 #10)",
          "game/widgets/podium_layout.py",
          "    return {place: one for place, _ in placed}",
          "    return {place: one if place > 1 else badge_px(holding[-1:], scale) "
          "for place, _ in placed}",
          "tests/test_podium_badge_sizes.py::test_every_medal_is_written_at_one_size_and_the_"
          "steps_stand_by_rank"),
)

RESULTS3_BREAKS += (
    Break("results3.labels_least_px", "the icon rows' labels read at 15 px of em at 1024x600 "
          "at least (critic round 30)", "game/widgets/podium_figures.py",
          "    least = math.ceil(STAT_LABEL_LEAST_PX / theme.FONT_EM)\n", "    least = 0\n",
          "tests/test_results_stat_labels.py::test_the_labels_read_at_1024_whole_and_apart"),
    Break("results3.labels_two_lines", "a label too long for its cell is broken onto two lines, "
          "never run into its neighbour's (critic round 30)", "game/widgets/podium_figures.py",
          "        broken = [[label] if fits else label_lines(label, cell - gap, size) for label "
          "in row]\n", "        broken = [[label] for label in row]\n",  # hR40: re-pointed
          # hR60: held on the figures alone (the panel's cells now have room at 1024)
          "tests/test_results_labels_whole_1024.py::test_tight_cells_part_their_labels_then_break_them"),
)

RESULTS3_BREAKS += (
    Break("results3.solo_rest_rays", "a solo plate keeps soft rays behind its score once its "
          "moment is over, in both games (critic round 30)", "game/scenes/results.py",
          "        return max(rest, moment_light(self.time))\n",
          "        return moment_light(self.time)\n",
          "tests/test_results_solo_rays.py::test_the_solo_plate_keeps_its_rays_at_rest"),
    Break("results3.solo_score_then_best", "a solo plate says its score, then the record line "
          "under it (critic round 30)", "game/widgets/podium_plate.py",
          "    y = total_y + round(ink_h * (1 + POP)) // 2 + theme.px(BEST_GAP, scale)\n",
          "    y = total_y - round(ink_h * (1 + POP)) // 2 + theme.px(BEST_GAP, scale)\n",
          # (round 74, hY96: re-aimed, the record's gauge or ribbon under the total)
          "tests/test_podium.py::test_a_solo_plate_says_the_score_then_the_best_under_it"),
)

RESULTS3_BREAKS += (
    Break("results3.podium_fills_room", "the winner's total stands close under the headline: "
          "no empty band over the podium (critic round 30)", "game/views/stage_held.py",
          "    below = min((held.room.h - ink.h) // 2, held.over)\n",
          "    below = held.over\n",  # hR41: re-pointed (TOP = 102 -> 142 before; round 74,
          # hY96: the headline fills the card's top band whatever its height, the bug now a
          # title kept its whole TITLE_OVER above the podium however tight its room; held
          # since by the digits' own measure, the line box reaching over the podium's rect)
          "tests/test_results_podium_no_band.py::test_the_winners_digits_stand_close_under_"
          "the_headline"),
)

RESULTS3_BREAKS += (
    Break("results3.row_gone_first", "an end's last TOTAL's lit row is wholly gone by the "
          "stage's last frame, ahead of its words (critic round 30)", "game/flow/end_stage.py",
          "        return min(1.0, self.leaving() / ROW_AHEAD)\n",
          "        return self.leaving()\n",
          "tests/test_results_hand_over.py::test_an_ends_last_stage_ends_as_its_words_leave_its_"
          "glow_standing"),
)

RESULTS3_BREAKS += (
    Break("results3.target_line", "a 10 000 winner's figures say by how much the target was "
          "passed, 'Obiectiv atins cu +250' (critic round 30)", "game/flow/results_detail.py",
          "            + (((story,),) if i == told and story else ()) + target_line(game, i)\n",
          "            + (((story,),) if i == told and story else ())\n",
          "tests/test_results_target.py::test_the_winner_says_by_how_much_the_target_was_passed"),
    Break("results3.target_line_gold", "the target's line is said in gold under the winner's "
          "step, as the kind word (critic round 30)", "game/scenes/results_picture.py",
          "note=(self.tr(\"results.consolation\"), *self.target_said()),",
          "note=self.tr(\"results.consolation\"),",
          "tests/test_results_target.py::test_the_target_line_shows_under_the_winners_step"),
)

RESULTS3_BREAKS += (
    Break("results3.solo_score_close", "a solo plate's score stands close under the name, no "
          "dead band between them (critic round 30)", "game/widgets/podium_plate.py",
          "               + theme.px(NAME_GAP, scale) + round(ink_h * (1 + POP) / 2))",
          "               + theme.px(NAME_GAP, scale) + round(ink_h * (1 + POP)))",
          "tests/test_results_solo_gap.py::test_the_score_stands_close_under_the_name"),
)

RESULTS3_BREAKS += (
    # -- merge of round 30: the layout check reads the solo total's digits, not its line box
    Break("results3.solo_total_digits_recorded", "a solo plate's total is recorded as its "
          "digits' box, so the check sees the name and the score apart (round 30)",
          "game/widgets/podium_plate.py",
          "    if layout_record.ON:  # the layout check reads the digits",
          "    if False:  # the layout check reads the digits",
          "tests/test_layout_collisions.py::test_a_sequence_has_no_collision_in_any_frame"
          "[yams_end_of_game-1024x600]"),
)
