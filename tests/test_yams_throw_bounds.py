"""A Yams throw stays in its own area: at the three window sizes, nothing of a tumbling die
is drawn on the kept dice's row above the throw."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_yams import click_at, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_tumbling_dice_stay_below_the_kept_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [5, 1, 2, 5, 3] * 2 + [1, 2, 3, 4, 6] * 6,
                      computer=False)
        roll(app, scene)
        tray, band = scene.tray, scene.held_band
        scene.flow.toggle_hold(0)
        scene.flow.toggle_hold(3)
        app.step(0.5)
        # Every frame's rows above the band's bottom are read whole; the rows under it only
        # until a tumbling die is seen there (reading the whole window each frame was most
        # of this file's time).
        layer = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        above = layer.subsurface((0, 0, layer.get_width(), band.bottom))
        seen, tops = False, []
        with drawing_one_frame_in(app, 0):  # each tumble is drawn here, on its own layer
            for _ in range(2):  # two throws with dice kept: each tumble, frame by frame
                click_at(app, scene.roll_button.rect.center)
                while tray.is_animating:
                    layer.fill((0, 0, 0, 0))
                    tray.draw(layer, tumbling=True)
                    drawn = above.get_bounding_rect(min_alpha=40)
                    if drawn.h:
                        tops.append(drawn.top)
                    elif not seen:
                        seen = bool(layer.get_bounding_rect(min_alpha=40).h)
                    app.step(1 / 60)
                roll(app, scene)
        assert seen and not tops, (min(tops, default=None), band)
    finally:
        app.close()
