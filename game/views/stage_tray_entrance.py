"""The banner bank's plate pressed into the tray (round 82, hF110, ruling S107 1.; critic
cB81 defect 2): it dropped in at 1.3 times its size hung from its top, over "Aruncă" /
"Încasează" / "Sugestie" for its first frames. Now it comes in from a little smaller than
its place, centred on it, growing fast and settling without passing its size: every frame
inside the tray's room, never over the buttons nor the dice row."""

from __future__ import annotations

from game.flow.stage import StageClock, ease_out
from game.views.stage_crest import entrance_done

PRESS_FROM = 0.78
"""The plate's size as it starts to come in, against its own (its words read from the first
frame; the tray's gold rim round it)."""


def pressed(clock: StageClock) -> float:
    """A pressed plate's size now against its own: from :data:`PRESS_FROM`, quick, easing to
    1 over the banner's entrance (:func:`game.views.stage_crest.entrance_done`), never
    larger than its place."""
    return PRESS_FROM + (1 - PRESS_FROM) * ease_out(entrance_done(clock))
