"""Planted bugs of round 78's helper hY108:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLIMAX = "tests/test_end_one_climax_hy108.py::"

ROUND78_HY108: tuple[Break, ...] = (
    Break("hy108.win_stage_again",
          "a Yams win over other players has no stage of its own: the last box, the bonus if "
          "any, the count, then the results (ruling S43, round 78)",
          "game/flow/yams_scoring.py",
          "int(ranking[0][2]))\n        return False\n",
          "int(ranking[0][2]))\n        return True\n",
          _CLIMAX + "test_the_end_plays_its_beats_once_in_order"),
    Break("hy108.total_waits_for_the_count",
          "a card its last box fills says its box, its sums, its TOTAL and the standings "
          "together from the click: the sheet adds up in every frame (ruling S43)",
          "game/views/stage_hold.py",
          "        if counter.player == whole:",
          "        if counter.player == whole and counter.row != \"total\":",
          _CLIMAX + "test_the_sheets_boxes_and_sums_add_up_in_every_frame"),
    Break("hy108.no_burst_after_the_count",
          "a person's crowned end throws its confetti once, as the results open on the count "
          "(ruling S43)",
          "game/scenes/results.py",
          "        burst = (celebrates and (not self.said or self.crowned)",
          "        burst = (celebrates and not self.said",
          _CLIMAX + "test_one_burst_of_confetti_for_a_persons_win_none_for_the_computers"),
    Break("hy108.headline_rises_again",
          "the count's headline stands where the results keep it, never risen with the card "
          "(ruling S43)",
          "game/scenes/results_picture.py",
          "        if self.title_held():  # the card fades in round the count's standing",
          "        if False:  # the card fades in round the count's standing",
          _CLIMAX + "test_the_headline_is_said_once_in_one_place_from_the_count_to_the_results"),
    Break("hy108.quiet_card_rays",
          "the computer's win over a person is a quiet card: no rays behind its count "
          "(ruling S43)",
          "game/views/stage_crowned.py",
          "    if not said.quiet:\n",
          "    if said.parts:\n",
          _CLIMAX + "test_the_computers_win_is_a_quiet_card_with_the_persons_score_beside"),
    Break("hy108.slow_end_bonus",
          "the last box's upper bonus is one quick beat: the results' buttons still act "
          "~3 s after that box (ruling S43)",
          "game/scenes/yams_table.py",
          "            factor *= END_BONUS_PACE\n",
          "            factor *= 1.0\n",
          _CLIMAX + "test_the_results_buttons_act_about_two_seconds_after_the_last_box"),
)
