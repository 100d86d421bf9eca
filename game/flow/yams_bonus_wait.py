"""When the upper bonus's sparkle may start in its cell (round 82, hY126, ruling S104; critic
cA81 #6: at the game's end the Bonus cell lit and sparkled ~0.6 s before the band announced
it, so the band repeated a fact already shown). Pure Python: the flow asks it each frame.

The +35 is the band's news: its cell says it, and sparkles, only once the band has landed it
there (or the band is over, skipped or played); before, the cell is bare like any staged
bonus's (``game.views.stage_hold``)."""

from __future__ import annotations

from typing import Any

__all__ = ["bonus_in_flight"]


def bonus_in_flight(moment: Any, landed: bool) -> bool:
    """True while ``moment`` (the flow's :class:`~game.flow.moments.MomentQueue`) still has the
    upper bonus's band to play or to land (``landed``: the band's +35 has reached its cell):
    the bonus's celebration waits meanwhile."""
    return moment.pending("upper_bonus") and not (landed and moment.kind == "upper_bonus")
