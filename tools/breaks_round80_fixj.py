"""Planted bugs of round 80's helper fixJ:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_FIXJ: tuple[Break, ...] = (
    Break("fixj.quiet_label_breaks_though_it_fits",
          "a quiet figure's label under a 10 000 podium step stands whole on one line when it "
          "fits its cell's pitch less a narrow gap: 'Zaruri fierbinți' unbroken at 1920 "
          "(critic C50; S86 3. amended round 80, fixJ)",
          "game/widgets/podium_award.py",
          "        whole = width // columns - theme.px(WHOLE_GAP, scale)"
          "  # two such: that gap apart\n",
          "        whole = width // columns - theme.px(AIR + WHOLE_GAP, scale)\n",
          "tests/test_results_one_stat_set.py::"
          "test_at_1920_the_podiums_labels_stand_whole_on_one_line"),
    Break("fixj.two_steps_off_centre",
          "a two-player podium's steps stand side by side, the pair centred on the podium "
          "(S86 4., amended round 80, fixJ)",
          "game/widgets/podium_layout.py",
          "    middle = sum(slot for slot, _ in placed) / max(1, len(placed))  # two steps: "
          "centred too\n",
          "    middle = sum(slot for slot, _ in placed) / max(1, len(placed) + 1)\n",
          "tests/test_results_two_players.py::"
          "test_two_players_fill_the_podium_with_roomy_figures"),
    Break("fixj.small_cup_over_the_one",
          "the winner's trophy is one share of its step at every window size: two players' "
          "wide step at 1024x600 stands it large beside the '1', as at 1920 (critic C64; "
          "S86 amended round 80, fixJ)",
          "game/widgets/podium.py",
          "BESIDE_OVER = 0.9\n",
          "BESIDE_OVER = 0.8\n",
          "tests/test_podium_trophy_share.py::"
          "test_the_trophy_is_one_share_of_its_step_at_every_size"),
)
