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
    Break("mend6.last_round_no_leader",
          "the flow says the Tura panel names no leader in the last round (its strip says "
          "the target), and the panel's notes then reach its foot",
          "game/flow/farkle_reading.py",
          "        return self.game.last_round_by is None\n\n    def leader_line",
          "        return True\n\n    def leader_line",
          "tests/test_farkle_last_round_no_leader.py::test_the_notes_reach_the_foot_in_the_"
          "last_round"),
)
