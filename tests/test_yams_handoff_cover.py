"""The turn's passing band on the Yams table lies on the row where the new dice will land,
centred on it, clear of the kept row above it and of the Clasament under it (critic L72 #15:
at 1024x600 it nearly touched the Clasament). Critic Y28 had it a die and a little tall, so no
slot nor waiting die peeked out of it; since the scored dice leave before it and the cup
comes in only as it fades, nothing lies on that row while it plays (checked here), and it
is its words' own band: 32 reference pixels of felt kept each side of it at three sizes."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box
from tests.test_turn_handoff import FRAME, _until_handoff
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _square(x: float, y: float, side: int) -> pygame.Rect:
    """The die-sized square centred on (``x``, ``y``)."""
    return pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)


AIR = 32
"""The least felt (reference pixels) between the band and the kept row, and the Clasament."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_yams_the_band_keeps_clear_of_the_kept_row_and_the_standings(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "W" * theme.NAME_MAX_LENGTH], [1, 2, 3, 4, 6] * 6,
                      computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        _until_handoff(app, scene.flow)
        side = scene.tray.die_size
        kept = [_square(x, scene._held_y, side) for x in scene._slot_x]
        air = scene.px(AIR)
        seen = 0
        with drawing_one_frame_in(app, 0):
            while scene.flow.handoff.active and scene.flow.handoff.settle <= 0:
                frame = recorded_frame(scene, size)
                band = next((p.rect for p in frame.panels if p.role == "handoff_band"), None)
                if band is not None:  # (S76, round 80: the seat card, before it settles)
                    standings = next(p.rect for p in frame.panels if p.role == "standings")
                    assert standings.top - band.bottom >= air, (size, band, standings)
                    for slot in kept:
                        assert band.top - slot.bottom >= air, (size, band, slot)
                    # nothing on the row it lies on: the scored dice have gone, no cup yet
                    assert scene.dice_in_play_rects() == []
                    assert scene.cup_rect() is None or scene.cup_alpha() < 255
                    seen += 1
                app.step(FRAME)
        assert seen
    finally:
        pygame.event.clear()
        app.close()
