"""Planted bugs of Scores, New Game and Statistics (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_OWN = "tests/test_scores_own_invitations.py::test_the_invitation_is_the_screens_own_line_said_once"

SIDE20_BREAKS: tuple[Break, ...] = (
    Break("side20.subtitle_once", "Scores says 'Orice scor intră în top 10' once, as the "
          "screen's own subtitle under its title, whatever the boards hold short of full "
          "(critics A62/A65: said twice at once; A64: a shared card read as no one's)",
          "game/scenes/scores_aim.py",
          "{kind: len(self.table(kind)) < MAX_ROWS for kind in KINDS}",  # (re-aimed hS69,
          "{kind: len(self.table(kind)) < 1 for kind in KINDS}",  # hK84; hS67: few gone)
          _OWN + "[counts0-size0]"),
    Break("side20.subtitle_over_boards", "the Scores subtitle stands between the title and the "
          "boards, the boards starting under it",
          "game/scenes/scores.py", "        c.y, c.h = c.y + said, c.h - said",
          "        c.y, c.h = c.y, c.h - said", _OWN + "[counts1-size1]"),
    # side20.teaser_compact and side20.teasers_one_height retired by hS67 (ruling S4: ten Scores
    # places): no next place's
    # teaser, the ghost rows say the places waiting
)
