"""Planted bugs of round 74's helper hY98:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HY98: tuple[Break, ...] = (
    Break("hy98.round_of_an_unplayed_card",
          "yams_upper_bonus_refused is built on cards a game reaches: the computer has played "
          "Ana's turns, so 'Tura 6 din 13' is the round every card shows (critic cQ74: 'Tura 1 "
          "din 13' with six boxes filled)",
          "tools/screens_yams.py",
          "                  cards=[Scorecard.from_points(UPPER_45), "
          "Scorecard.from_points(COMPUTER_FIVE)])\n",
          "                  cards=[Scorecard.from_points(UPPER_45), Scorecard()])\n",
          "tests/test_yams_round_reads_the_card.py::test_the_round_said_is_the_one_every_card_shows"),
)
