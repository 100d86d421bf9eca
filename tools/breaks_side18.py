"""Planted bugs of Scores and Statistics (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_OWN = "tests/test_scores_own_invitations.py::"

SIDE18_BREAKS: tuple[Break, ...] = (
    Break("side18.own_card_each", "two short Scores boards each say their own invitation in "
          "their own panel (critic A64: the card under both read as no one's)",
          "game/scenes/scores_few.py", "        return self.few(kind)\n",
          "        return self.few(kind) and not self.both_few()\n",
          _OWN + "test_each_short_board_says_its_own_invitation_in_its_panel[counts0-size1]"),
    Break("side18.no_loc_liber_over_it", "a short board's card says its invitation once, no "
          "\"Loc liber\" over it (critic A64: said twice in one breath)",
          "game/scenes/scores_few.py", '            return "", self.tr("scores.any_board")',
          '            return self.tr("scores.free_place"), self.tr("scores.any_board")',
          "tests/test_scores_few_entries.py::test_few_scores_say_one_invitation_in_each_board"
          "[2-size0]"),
    Break("side18.title_even_felt", "the Scores title stands with the felt over it about as "
          "tall as the felt under the panels (critic A64: felt bare above the panels)",
          "game/scenes/scores.py", "SCORES_TITLE_Y = 0.12", "SCORES_TITLE_Y = 0.14",
          _OWN + "test_the_title_and_panels_fill_the_height[counts0-size0]"),
)
