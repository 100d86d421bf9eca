"""Planted bugs of round 75's helper hG78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HG78: tuple[Break, ...] = (
    Break("hg78.ledger_card_stops_at_the_first_place",
          "the empty ledger's card (the last turn's, the game's opening one) fills the room "
          "down to the rule over the total, no faint rule to come floating under it (critic "
          "cB75: a lone rule at y≈730 in blank felt)",
          "game/widgets/farkle_last_turn.py",
          "    reach = max((p.bottom for p in ledger_places(rect, scale)\n",
          "    reach = min((p.bottom for p in ledger_places(rect, scale)\n",
          "tests/test_farkle_ledger_card_fills.py::"
          "test_the_last_turns_card_fills_the_ledger_to_its_total"),
    Break("hg78.cup_the_yams_size",
          "at a turn's start the 10 000 cup fills the felt down towards the mat (critic cB75: a "
          "large empty band between the cup and the tray), its rim on the dice row's top",
          "game/views/farkle_cup.py",
          "    w, h = dice_cup.cup_size(cup_side(scene))\n",
          "    w, h = dice_cup.cup_size(side)\n",
          "tests/test_farkle_cup_fills_the_felt.py::test_the_cup_fills_the_felt_down_to_the_mat"),
)
