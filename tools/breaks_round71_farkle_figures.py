"""Planted bugs of round 71's 10 000 figures said once (hF77):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_FARKLE_FIGURES_BREAKS: tuple[Break, ...] = (
    Break("farkle71.no_lider_before_a_bank", "before anyone has banked the Tura panel says no "
          "\"Lider\" (critic B71: \"Lider  încă nimeni\" read as a placeholder all the first "
          "round)", "game/views/farkle_views.py",
          "    elif foot and lead:  # no room for the foot", "    elif foot:  # no room for the foot",
          "tests/test_farkle_turn_leader.py::test_the_turn_panel_foot_says_the_leader_and_the_"
          "lead"),
)
