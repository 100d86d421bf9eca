"""Planted bugs of the round-67 review's flow, Scores, results and small mends:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND6_BREAKS: tuple[Break, ...] = (
    Break("mend6.entrance_until_risen",
          "the podium's entrance lasts until its blocks have risen: a click while they rise "
          "lands it and presses nothing",
          "game/widgets/podium_motion.py",
          "    return max(RISE, FIGURES_FADE)", "    return FIGURES_FADE",
          "tests/test_results_entrance_rise_lands.py::test_a_click_while_the_blocks_still_rise"
          "_lands_the_entrance_and_presses_nothing"),
)
