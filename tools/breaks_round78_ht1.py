"""Planted bugs of round 78's helper hT1:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HT1: tuple[Break, ...] = (
    Break("ht1.champion_stage_ages_under_it",
          "the win's stage waits under the winner's moment, at its start, until the moment "
          "leaves (round 76, hW79; its test now steps the end unseen: round 78, hT1)",
          "game/scenes/champion.py",
          "        self.clock.update(dt)\n        if self.clock.done:\n",
          "        self.clock.update(dt)\n        self.stage.update(dt)\n"
          "        if self.clock.done:\n",
          "tests/test_end_champion_hw79.py::test_the_winners_moment_comes_first_brief_its_"
          "clocks_waiting"),
)
