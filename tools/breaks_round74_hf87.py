"""Planted bugs of round 74's helper hF87:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HF87: tuple[Break, ...] = (
    Break("hf87.bank_panel_stale",
          "under a bank shown the Tura panel says 'Încasat +N' in the dice row's place, the "
          "risk row yielding (critic cR74b #2: the stale 'Risc 44,4 %' stood under the plate)",
          "game/flow/farkle_reading.py",
          "        banked = (frozen is not None and frozen is self.banked_view\n"
          "                  and not self.in_the_air)\n",  # (round 76: the flow's panel_view)
          "        banked = (frozen is not None and frozen is self.banked_view\n"
          "                  and self.in_the_air)\n",
          "tests/test_farkle_turn_panel_banked.py::"
          "test_a_persons_bank_says_banked_and_its_points_until_the_turn_passes"),
    Break("hf87.winning_bank_staged",
          "the winning bank stays one climax: its beat is a plain landing, no bank stage "
          "before the win (hF16, amended round 74 by hF87)",
          "game/flow/farkle_flow.py",
          "        kind = None if winning else bank_after_headline(kind, event.points, said, "
          "not skipped)\n",
          "        kind = bank_after_headline(kind, event.points, said, not skipped)\n",
          "tests/test_farkle_winning_bank_beat.py::"
          "test_the_winning_banks_points_land_and_count_before_the_win"),
    Break("hf87.turn_passes_before_the_count",
          "the winning banker's turn stays on the panels ('Încasat +N') while the row counts "
          "past the goal, never the next player's dice and risk",
          "game/flow/farkle_beats.py",
          "        if self.counting_up:  # (the winning bank's too: its row counts past the goal "
          "under\n",
          "        if self.counting_up and not self.game.finished:  # (the winning bank's too\n",
          "tests/test_farkle_winning_bank_beat.py::"
          "test_the_banker_s_turn_stays_on_the_panels_until_the_win"),
    Break("hf87.score_gone_under_the_winning_bank",
          "the Tura panel's 'Scor' stays and counts past the goal under the winning bank's beat",
          "game/views/farkle_views.py",
          "    if flow.shown_finished or (game.finished and not flow.in_the_air and not banked):\n",
          "    if flow.shown_finished or (game.finished and not flow.in_the_air):\n",
          "tests/test_farkle_winning_bank_beat.py::"
          "test_the_banker_s_turn_stays_on_the_panels_until_the_win"),
)
