"""Planted bugs of the round-67 review's flow, Scores, results and small mends:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND6_BREAKS: tuple[Break, ...] = (
    # retired in round 77 (hW80, ruling S29):
    #   the entrance ends with the figures, after the rise by construction
    # Break("mend6.entrance_until_risen",
    #       "the podium's entrance lasts until its blocks have risen: a click while they rise "
    #       "lands it and presses nothing",
    #       "game/widgets/podium_motion.py",
    #       "    return max(RISE, FIGURES_FADE)", "    return FIGURES_FADE",
    #       "tests/test_results_entrance_rise_lands.py::test_a_click_while_the_blocks_still_rise"
    #       "_lands_the_entrance_and_presses_nothing"),
    Break("mend6.last_round_no_leader",
          "the flow says the Tura panel names no leader in the last round (its strip says "
          "the target), and the panel's notes then reach its foot",
          "game/flow/farkle_reading.py",
          "        return self.game.last_round_by is None\n\n    def leader_line",
          "        return True\n\n    def leader_line",
          "tests/test_farkle_last_round_no_leader.py::test_the_notes_reach_the_foot_in_the_"
          "last_round"),
    Break("mend6.gutter_keeps_its_route",
          "the risk card slides to the middle column's edge only when its bent pointer still "
          "finds the meter from there",
          "game/views/coach_bend.py",
          "    if bend(scene, mark, slid, [*avoid, *own]) is None:", "    if False:",
          "tests/test_coach_gutter_routed.py::test_the_card_stays_when_no_route_leaves_the_"
          "slid_place"),
    Break("mend6.help_name_whole",
          "on the 10 000 \"?\" page a combination's name stands whole on one line "
          "(\"Trei perechi 1 500\", never \"Trei\" / \"perechi\")",
          "locales/ro/LC_MESSAGES/farkle.po",
          "Trei\u00a0la\u00a0fel: valoarea", "Trei la fel: valoarea",  # (re-aimed hR74: no
          # Chintă, no pairs named; the tile's lines short, a narrow measure tries it)
          "tests/test_farkle_help_names_whole.py::test_a_combinations_name_holds_together_in_a_"
          "narrow_measure[ro]"),
)
