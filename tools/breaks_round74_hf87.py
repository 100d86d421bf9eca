"""Planted bugs of round 74's helper hF87:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HF87: tuple[Break, ...] = (
    Break("hf87.bank_panel_stale",
          "under a bank shown the Tura panel says 'Încasat +N' in the dice row's place, the "
          "risk row yielding (critic cR74b #2: the stale 'Risc 44,4 %' stood under the plate)",
          "game/views/farkle_views.py",
          "    if frozen is not None and frozen is flow.banked_view and not flow.in_the_air:\n",
          "    if frozen is not None and frozen is flow.banked_view and flow.in_the_air:\n",
          "tests/test_farkle_turn_panel_banked.py::"
          "test_a_persons_bank_says_banked_and_its_points_until_the_turn_passes"),
)
