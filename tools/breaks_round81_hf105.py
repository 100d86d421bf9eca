"""Planted bugs of round 81's helper hF105:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HF105: tuple[Break, ...] = (
    Break("hf105.quiet_label_on_its_icon",
          "a quiet figure's label under a 10 000 podium step stands clear of the icon over it "
          "(hQ74's air, kept under S86 3.; amended round 81, hF105)",
          "game/widgets/podium_award.py",
          "    drop = quiet_drop(scale)  # the label clear of its icon, as the icon rows' "
          "(hQ74)\n",
          "    drop = 0\n",
          "tests/test_results_label_type_hq74.py::"
          "test_the_podium_labels_are_large_and_clear_of_their_icons"),
    Break("hf105.two_steps_scaled_alone",
          "two players' steps side by side grow at small windows as their figures' labels "
          "do: 'Upper section' whole on one line at 1024x600 (hR60, kept under S86 4.; "
          "amended round 81, hF105)",
          "game/widgets/podium_layout.py",
          "    return max(1.0, stat_sizes(scale)[1] / (STAT_LABEL * scale))\n",
          "    return 1.0\n",
          "tests/test_results_labels_whole_1024.py::"
          "test_every_label_stands_whole_on_one_line_at_1024"),
    Break("hf105.trophy_fills_the_wide_face",
          "the winner's trophy beside the '1' is one share of its face's height at every "
          "size, on two players' wider 1024x600 step too (critic C64; round 81, hF105)",
          "game/widgets/podium.py",
          "                 round(inner.h * BESIDE_HIGH))\n",
          "                 round(inner.h))\n",
          "tests/test_podium_trophy_share.py::"
          "test_the_trophy_is_one_share_of_its_step_at_every_size"),
    Break("hf105.quiet_zero_dimmed",
          "a zero in a 10 000 player's quiet row reads in the row's ink, as its neighbours "
          "(critics D71, G71: a dimmed zero reads as off; S86 3., amended round 81, hF105)",
          "game/widgets/podium_award.py",
          "        draw_text(surface, figure, size, QUIET_INK, "
          "(start + icon + gap, y + figure_h // 2),\n",
          "        draw_text(surface, figure, size, (120, 132, 116) if figure == \"0\" else "
          "QUIET_INK, (start + icon + gap, y + figure_h // 2),\n",
          "tests/test_results_podium_sequence.py::"
          "test_a_zero_reads_on_the_card_as_bright_as_any_figure[size0-farkle]"),
    Break("hf105.quiet_labels_broken_small",
          "the 10 000's quiet figures stand stacked, one a line, each label whole, where side "
          "by side a label would break: 'Ture pierdute' whole at 1366x768 and 1024x600 "
          "(critic cB80 #9; S86 3. amended round 81, hF105)",
          "game/widgets/podium_award.py",
          "    return broken and all(_stack_widths(chips, scale)[3] <= width for chips in "
          "filled)\n",
          "    return False\n",
          "tests/test_results_quiet_whole_hf105.py::"
          "test_every_quiet_label_stands_whole_under_its_own_step[3-size2]"),
)
