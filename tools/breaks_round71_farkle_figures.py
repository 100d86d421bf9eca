"""Planted bugs of round 71's 10 000 figures said once (hF77):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_FARKLE_FIGURES_BREAKS: tuple[Break, ...] = (
    Break("farkle71.no_lider_before_a_bank", "before anyone has banked the Tura panel says no "
          "\"Lider\" (critic B71: \"Lider  încă nimeni\" read as a placeholder all the first "
          "round)", "game/views/farkle_views.py",
          "    elif foot and lead:  # no room for the foot",
          "    elif foot:  # no room for the foot",
          "tests/test_farkle_turn_leader.py::test_the_turn_panel_foot_says_the_leader_and_the_"
          "lead"),
    Break("farkle71.pill_air_over_it", "\"La rând: …\" keeps at least 8 px of felt under the "
          "prompt line at every size (critic B71: it touched the prompt at 1366×768)",
          "game/views/farkle_turn_band.py",
          "    return place.center.centerx, max(highest, round(",
          "    return place.center.centerx, max(0, round(",
          "tests/test_farkle_pill_prompt_air.py::test_the_pill_keeps_air_under_the_prompt_and_"
          "over_the_row"),
    Break("farkle71.to_go_follows_the_row", "under a big bank's stage the Tura panel's "
          "\"Până la obiectiv\" says the row's new total (critic B71: it said the turn's first "
          "figure, 10 000 beside a row at 2 000)", "game/views/farkle_views.py",
          "        left = game.target - flow.row_totals()[flow.shown_player]\n",  # (round 76)
          "        left = game.target - flow.row_totals()[game.current]\n",
          "tests/test_farkle_figures_follow_the_row.py::test_under_a_big_banks_stage_the_panel_"
          "says_the_rows_new_total"),
    Break("farkle71.undo_names_the_banker", "lit at the next player's turn, \"Anulează\" "
          "names whose bank it takes back (critic B71: \"Anulează încasarea\" read as the "
          "next player's own)", "game/scenes/farkle_table.py",
          'self.tr("farkle.undo.bank", name=self.flow.player_label(banker))',
          'self.tr("farkle.undo.bank", name=self.flow.player_label(self.game.current))',
          "tests/test_farkle_undo_says_what.py::test_the_lit_undo_says_it_takes_the_bank_back"),
    # (farkle71.cup_with_the_band_opening retired round 79 by hF97, ruling S64 3.: its
    # promise, the cup coming in with the band's sweep, reversed: the 10 000 cup stands whole
    # under the passing band, no longer read from cup_fade; review70's break holds that now)
)
