"""After hot dice the set-aside group settles once (round 82, hF110; critic cB81 defect 1,
change 1). The hot set lay in the ledger's row, counted, once the six went back into the cup;
the next "Aruncă" (Space) made that row vanish and its dice re-appear over the empty tray and
fly across the panel again while the new six tumbled: a region that vanished and re-entered,
two motions at once. The ledger's flight (S81 1.) took the hot set for a group thrown off the
mat because it was fewer than six dice (one 1 set aside first, then five): hot dice are the
turn's set-aside dice adding up to six (or twelve...), not one group of six. Driven by keys
(the critic's first turn: Space, 2, 1, Space, 2, 3, 4, 5, 1, Space) with and without the
coach's tips, every 1/60 s frame after the Space: no die flies to the ledger, its last row
stays drawn, the new throw is the only motion."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import FRAME, drawing_one_frame_in, key, make_app, recorded_frame
from tools.screens_coach import coach_on
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DICE = (1, 2, 3, 4, 6, 6, 1, 1, 1, 5, 5) + (1, 5, 3, 3, 4, 2) * 5
KEYS = ((pygame.K_SPACE, 4.0), (pygame.K_2, 3.0), (pygame.K_1, 4.0), (pygame.K_SPACE, 4.0),
        (pygame.K_2, 4.0), (pygame.K_3, 0.5), (pygame.K_4, 0.5), (pygame.K_5, 0.5),
        (pygame.K_1, 8.0))


def _ledger_dice(frame) -> list[pygame.Rect]:
    return [p.rect for p in frame.panels if p.role == "ledger_flying_die"]


@pytest.mark.parametrize("tips", [False, True])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_hot_set_never_flies_again_on_the_next_throw(tmp_path, size, tips):
    """Keys only: after the hot set (three 1s and two 5s, after a 1) and the stage, Space
    throws six new dice; on no frame of the next 1.5 s does a die fly to the ledger, and the
    ledger still holds its two groups, the second the hot one."""
    app = make_app(tmp_path, size=size)
    try:
        app.step(0.0)
        if tips:
            coach_on(app)
        table = table_with(app, 2, *DICE)
        for code, seconds in KEYS:
            key(app, code, frames=round(seconds / FRAME))
        assert table.game.hot_dice_pending, "the keys did not reach hot dice"
        key(app, pygame.K_SPACE, frames=0)
        flying = 0
        for _ in range(90):
            with drawing_one_frame_in(app, 0):
                app.step(FRAME)
            frame = recorded_frame(table, size)
            flying += bool(_ledger_dice(frame)) or table.ledger_flight.active
        assert [len(g.dice) for g in table.game.set_aside] == [1, 5]
        assert flying == 0, f"the hot set flew to the ledger again on {flying} frames"
    finally:
        app.close()
