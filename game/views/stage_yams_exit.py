"""When a Yams Penta's stage has played out (ruling S103 2., round 82, hY125, critic cA81 #3):
once its dice are home and its table whole and lit, the stage leaves, so the lit "Validează
tura" acts on the next click (no dimmed or idle stage left over the table, which a click
would only end)."""

from __future__ import annotations

from game.flow.end_stage import EndStageClock
from game.flow.stage import StageClock
from game.views import stage_gather
from game.views.stage import counts_after_stamp, handed_back, shown_darkness
from game.views.stage_picture import StagePicture


def played_out(picture: StagePicture, clock: StageClock) -> bool:
    """True once a (mid-game) Yams Penta's stage has nothing left to show: its dice home in
    their slots, its table handed back whole and lit, no count still popping in its row."""
    if (picture.kind not in stage_gather.YAMS_GATHERED or picture.even
            or isinstance(clock, EndStageClock) or not picture.dice):
        return False
    return (stage_gather.homing(clock, picture) >= 1 and handed_back(picture, clock) >= 1
            and shown_darkness(picture, clock) <= 0 and not counts_after_stamp(picture, clock))
