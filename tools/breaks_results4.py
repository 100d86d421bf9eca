"""Planted bugs of the results screens (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS4_BREAKS: tuple[Break, ...] = (
    Break("results4.name_said_once", "the winner's name is said once on the results: on the "
          "podium, the headline celebrating without it (critic C32)",
          "game/scenes/results_words.py",
          "            return self.tr(\"results.winner\")",
          "            return self.tr(\"results.winner\") + \" \" + self.shown_name(winners[0])",
          "tests/test_results_name_once.py::test_the_winners_name_is_written_once"),
)
