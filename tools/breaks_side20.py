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
          "any(len(self.table(kind)) >= MAX_ROWS for kind in KINDS)",
          "any(self.few(kind) for kind in KINDS)",
          _OWN + "[counts0-size0]"),
    Break("side20.subtitle_over_boards", "the Scores subtitle stands between the title and the "
          "boards, the boards starting under it",
          "game/scenes/scores.py", "        c.y, c.h = c.y + said, c.h - said",
          "        c.y, c.h = c.y, c.h - said", _OWN + "[counts1-size1]"),
    Break("side20.teaser_compact", "a short Scores board names its next place on a compact "
          "teaser under its podium, not a tall filler card (critic A65)",
          "game/scenes/scores.py", "card.h = min(card.h, self.teaser_height(kind, card.w))",
          "card.h = max(card.h, self.teaser_height(kind, card.w))", _OWN + "[counts1-size1]"),
    Break("side20.teasers_one_height", "both short Scores boards' next-place teasers stand "
          "one height (the 10 000 one had lost the felt under it: cramped beside Yams's)",
          "game/scenes/scores_aim.py",
          "                   + self.beside_card_height(kind, inner.w) + self.px(CARD_GAP))",
          "                   + self.beside_card_height(kind, inner.w))", _OWN + "[counts2-size1]"),
)
