"""Planted bugs of the results screens (round 50): each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_H = "tests/test_results_headline_names.py::"

RESULTS5_BREAKS: tuple[Break, ...] = (
    Break("results5.headline_names_winner", "the results' headline is the verdict with the "
          "winner's name (\"Ana câștigă!\"; the lead's ruling, critic C41)",
          "game/scenes/results_words.py",
          "            return self.tr(\"results.winner\", name=names[0])",
          "            return self.tr(\"results.winner\", name=\"\")",
          _H + "test_the_headline_is_the_verdict_with_the_winners_name"),
    Break("results5.tie_names_all", "a tie's headline names every player tied for first "
          "(\"Egalitate: Ana, Ion și Dan\")", "game/scenes/results_words.py",
          "names=\", \".join(names[:-1]), last=names[-1])",
          "names=names[0], last=names[-1])",
          _H + "test_the_headline_is_the_verdict_with_the_winners_name"),
)
