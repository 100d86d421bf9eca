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
    # (fixj.small_cup_over_the_one retired round 81, hF105: its line, BESIDE_OVER 0.9, no
    # longer decides any window: two players' step grows at 1024x600 with its labels
    # (two_label_growth) and stands its trophy beside the '1' at every size whatever
    # BESIDE_OVER; the promise, C64's one share at every size, is held by
    # hf105.trophy_fills_the_wide_face and hf105.two_steps_scaled_alone)
)
