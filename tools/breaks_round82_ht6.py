"""Planted bugs of round 82's helper hT6:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HT6: tuple[Break, ...] = (
    Break("ht6.computer_win_without_the_person_beside",
          "the computer's crowned count names the person's score beside its figure (ruling "
          "S43; round 82, hT6: the test reads only the texts on top, not the sheet's under "
          "the count, which say the person's name and score too)",
          "game/views/stage_crowned.py",
          "        beside, marks = (_beside_row(said, ink.h, felt) if said.beside is not None\n",
          "        beside, marks = ((None, []) if said.beside is not None\n",
          "tests/test_end_one_climax_hy108.py::"
          "test_the_computers_win_is_a_quiet_card_with_the_persons_score_beside"),
    Break("ht6.rays_mask_kept_for_any_centre",
          "the rays kept for speed fall off round where they are drawn now (round 82, hT6: "
          "the falloff kept for a room's size and centre)",
          "game/widgets/podium_stage.py",
          "    key = (*size, *centre)\n", "    key = (*size,)\n",
          "tests/test_suite_speed_pictures_kept.py::"
          "test_the_rays_drawn_about_a_moved_centre_fall_off_round_it"),
    Break("ht6.trophy_shared_not_copied",
          "a trophy faded by one caller leaves the next one whole (round 82, hT6: the lit "
          "trophy kept by side, a copy handed out)",
          "game/views/stage_champion.py",
          "    return cup.copy()\n", "    return cup\n",
          "tests/test_suite_speed_pictures_kept.py::test_each_trophy_is_the_callers_own_to_fade"),
)
