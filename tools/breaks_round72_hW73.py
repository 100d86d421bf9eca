"""Planted bugs of round 72's one podium (hW73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HW73: tuple[Break, ...] = (
    Break("round72_hW73.total_floats", "each total on the results' podium stands a few pixels "
          "over its name's tallest letter (critic D71 #5: the totals floated ~45 px over "
          "their names)", "game/widgets/podium_layout.py",
          "    return foot - baseline(total_size, STAMP)\n",
          "    return foot - line_height(total_size, STAMP)\n",
          "tests/test_podium_totals_tight.py::test_each_total_stands_a_few_pixels_over_its_name"),
    Break("round72_hW73.medal_least", "the lowest step stands tall enough for the podium's "
          "one medal at MEDAL_LEAST (round 72: at a name's size the one size left the "
          "silver's face bare)", "game/widgets/podium_layout.py",
          "    medal = theme.font_px(MEDAL_LEAST, scale)",
          "    medal = place_px(scale)",
          "tests/test_podium_medal_fills.py::test_the_one_medal_fills_half_the_seconds_face"),
    Break("round72_hW73.computer_block_named", "the computer's crowned column on the win's "
          "stage names it like any seat's (critic D71 #4: blank but for '1')",
          "game/widgets/podium.py",  # (hX76: the results' podium on the stage names it)
          "        name = ellipsize(name_of(row), size, room, BOLD)\n",
          "        name = \"\" if row.is_computer and first else ellipsize(name_of(row), size, "
          "room, BOLD)\n",
          "tests/test_stage_win_mend.py::test_the_computers_win_names_it_by_its_title_and_"
          "its_block"),
    Break("round72_hW73.tie_one_step", "a tie for first stands on one shared top step, no "
          "seam of felt between the winners (critic G71 #5)", "game/widgets/podium_layout.py",
          "        spanned = firsts[0][1].unionall([step for _, step in firsts[1:]])\n",
          "        spanned = firsts[0][1]\n",
          "tests/test_podium_tie_shared.py::test_a_tie_for_first_stands_on_one_shared_step"),
    Break("round72_hW73.zero_cream", "a zero under the podium is in the figures' cream, not "
          "greyed (critics D71, G71: it read as switched off)", "game/widgets/podium_figures.py",
          "        ink = theme.CREAM  # a zero too (round 72, D71, G71: grey read as off)\n",
          "        ink = theme.MUTED if figure in (\"0\", \"—\") else theme.CREAM\n",
          "tests/test_results_zero_figures.py::test_a_zero_under_the_podium_is_in_the_figures_"
          "cream"),
)
