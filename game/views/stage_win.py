"""The win's stage's title: how wide a tie's verdict stands. Since round 73 (ruling S9) the
win's lower part is the results' own podium (:mod:`game.views.stage_held`: one podium from
the win into the results); the stage's own podium of columns was removed in round 74 (hD75:
both tables have results of their own, so it was never drawn).
"""

from __future__ import annotations

from game.flow.stage import GRAND, STAMP_WIDTH
from game.widgets.text import STAMP, font

TIE_TITLE_MOST = 0.9
"""The most of the felt's width a tie's title takes (its letters otherwise a single
winner's size)."""


def tie_title_share(title: str, single: str) -> float:
    """The share of the felt's width a tie's ``title`` takes: as much as sets its letters at
    the size of ``single`` (its first winner's verdict alone) at a grand stage's width, up to
    :data:`TIE_TITLE_MOST` (round 73: "Egalitate: Jucătorul 1 și Jucătorul 2" squeezed into a
    single's width read smaller than the totals on the podium under it)."""
    face = font(100, STAMP)
    wide = STAMP_WIDTH[GRAND] * face.size(title)[0] / max(1, face.size(single)[0])
    return min(TIE_TITLE_MOST, max(STAMP_WIDTH[GRAND], wide))
