"""Planted bugs of round 72's end said once (hW74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HW74: tuple[Break, ...] = (
    Break("end72.verdict_twice",
          "after a win's stage the results' headline says no other words than its verdict "
          "(critics D71, E71, G71: 'Victorie! Ion' then 'Ion câștigă!'; re-aimed in round 73, "
          "hW75: the one verdict stands on both, a generic title after the stage planted)",
          "game/scenes/results_words.py",
          "        return verdict(self.tr, [self.shown_name(row) for row in self.winners])",
          "        if self.said:\n            return self.tr(\"results.title\")\n"
          "        return verdict(self.tr, [self.shown_name(row) for row in self.winners])",
          "tests/test_results_said_once.py::test_after_any_win_stage_no_verdict_is_said_again"),
    Break("end72.name_chip",
          "a person's win is named once, by the stage's title (critic E71 #6's chip under "
          "'Victorie!'; re-aimed in round 73, hW75: the title names the winner, no name line "
          "under it saying it again)",
          "game/views/stage_pictures.py",
          '    return _picture(table, kind, words, line="", seat=seat, **more)',
          "    return _picture(table, kind, words, line=table.player_label(winners[0]), "
          "seat=seat, **more)",
          "tests/test_one_verdict.py::"
          "test_the_stages_title_and_the_results_headline_are_one_verdict"),
)
