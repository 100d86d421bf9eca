"""Planted bugs of the 10 000 table's regions (round 69, hF69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CUE = "tests/test_farkle_throw_cue.py::"

FARKLE19_BREAKS: tuple[Break, ...] = (
    Break("farkle19.cup_only_before_throws", "the throw cue's cup stands only before a "
          "turn's first throw, gone while a bank or a bust shows (round 69)",
          "game/flow/farkle_reading.py",
          "        return (self.game.roll_dice is None and self.frozen is None "
          "and not self.in_the_air\n",
          "        return (self.game.roll_dice is None and not self.in_the_air\n",
          _CUE + "test_the_cup_comes_back_at_its_place_for_the_next_turn_and_is_gone_while_"
          "dice_play"),
    Break("farkle19.first_throw_from_cup", "a turn's first throw tumbles out of the cup's "
          "mouth (round 69: the cue is where the throw comes from)",
          "game/views/farkle_tray.py",
          "                        origin=throw_origin(scene))  # a turn's first: out of the "
          "cup\n",
          "                        origin=None)  # a turn's first: out of the cup\n",
          _CUE + "test_a_turns_first_throw_leaves_the_cups_mouth_and_the_next_does_not"),
    Break("farkle19.cue_word_people_only", "the cue stands on the computer's turn too, "
          "the cup alone (round 69; its word gone in critic B69's round: re-aimed)",
          "game/views/farkle_cup.py",
          "    return cue_alpha(scene) > 0 and under and not flow.results_shown\n",
          "    return (cue_alpha(scene) > 0 and under and not flow.results_shown\n"
          "            and not scene.computer_turn)\n",
          _CUE + "test_the_cup_comes_back_at_its_place_for_the_next_turn_and_is_gone_while_"
          "dice_play"),
    Break("farkle19.cue_on_the_row", "the cup stands on the dice row's middle, where the dice "
          "will land (round 69; since round 79, S64 1., lower in the felt's middle)",
          "game/views/farkle_cup.py",
          "    rect.midtop = (scene.center.centerx, max(top, middle))\n",
          "    rect.midtop = (scene.center.centerx - side // 2, max(top, middle))\n",
          _CUE + "test_the_cup_stands_in_one_place_before_every_first_throw_of_both_turns"),
    Break("farkle19.fact_at_stake_unseen", "the Tura panel's bank row says nothing of a "
          "roll before its dice are seen (round 69: a figure in every beat)",
          "game/views/farkle_views.py",  # (re-aimed by hF79, round 72: the row's bar)
          "    if flow.frozen is None and visible and flow.live() and game.can_bank:\n",
          "    if flow.frozen is None and flow.live() and game.can_bank:\n",  # (hF79: the bar)
          "tests/test_farkle_one_running_total.py::test_a_persons_turn_panel_says_what_"
          "banking_makes_all_turn"),
    Break("farkle19.fact_bust_lost", "on a bust the bank row's figure drops the lost points "
          "at once (round 69)",
          "game/views/farkle_views.py",  # (re-aimed by hF79, round 72: the row's bar)
          "    reach = score\n",
          "    reach = score + (flow.frozen.turn_points if flow.frozen is not None else 0)\n",
          "tests/test_farkle_fact_standing.py::test_the_bank_row_says_a_figure_in_every_beat_"
          "and_nothing_before_the_dice_are_seen"),
    Break("farkle19.hot_risk_said", "under hot dice the Tura panel says the six dice' risk "
          "beside their '6', never 'Risc —' (round 69)",
          "game/views/farkle_views.py",
          # (re-aimed round 74, hA74: one line says the risk since "—" went)
          "    risk = frozen.risk if frozen is not None else game.risk\n",
          "    risk = frozen.risk if frozen is not None else (\n"
          "        0.0 if flow.hot_dice_coming else game.risk)\n",
          "tests/test_farkle_dice_to_roll_truth.py::test_under_hot_dice_all_six_come_back"),
    Break("farkle19.cup_goes_with_the_throw", "the cup fades as the first throw's dice "
          "leave it, at the Yams cup's pace, never standing under the flying dice (round 69)",
          "game/flow/cup_fade.py",  # (re-aimed, review round 69: one fade in the flow)
          "    return max(0, round(255 * (1 - gone)))\n",
          "    return max(0, round(255 * (1 - gone / 4)))\n",
          _CUE + "test_the_cup_comes_back_at_its_place_for_the_next_turn_and_is_gone_while_"
          "dice_play"),
    Break("farkle19.fact_without_notes", "the Tura panel's bank row stands with no note "
          "too: the computer's bank never leaves the panel's lower half bare (round 69)",
          "game/views/farkle_views.py",
          "    fact = None if covered else bank_fact(flow, place.tr, visible)\n",
          "    fact = None if covered or not notes else bank_fact(flow, place.tr, visible)\n",
          "tests/test_farkle_fact_standing.py::test_the_computers_turn_keeps_the_bank_row_"
          "through_its_bank"),
)
