"""The turn's passing band on the Yams table covers the dice row it lies on cleanly (critic
Y28): it rests centred on the row where the new dice will land, at least a die (and a little)
tall, so no slot, no waiting die and no pip peeks out above or below it, and it keeps clear
of the kept row above it."""

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


def test_yams_the_band_covers_the_dice_row_whole_and_clears_the_kept_row(tmp_path):
    size = (1024, 600)  # where the longest name shrinks the band's words (and so its height)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "W" * theme.NAME_MAX_LENGTH], [1, 2, 3, 4, 6] * 6,
                      computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        _until_handoff(app, scene.flow)
        side = scene.tray.die_size
        row = [_square(x, scene._free_y, side) for x in scene._slot_x]
        kept = [_square(x, scene._held_y, side) for x in scene._slot_x]
        seen = 0
        with drawing_one_frame_in(app, 0):
            while scene.flow.handoff.active and scene.flow.handoff.settle <= 0:
                frame = recorded_frame(scene, size)
                band = next(p.rect for p in frame.panels if p.role == "handoff_band")
                for slot in row:
                    if band.colliderect(slot):  # never a slice of a die above or below it
                        assert band.top < slot.top and band.bottom > slot.bottom, (band, slot)
                        seen += 1
                for slot in kept:
                    assert not band.colliderect(slot), (band, slot)
                app.step(FRAME)
        assert seen
    finally:
        pygame.event.clear()
        app.close()
