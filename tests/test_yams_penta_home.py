"""The Penta's way home (critic round 28 §4): the five dice gathered under the stamp stand
over the dice' own column, and fly back to their places inside it at their slot size: on no
frame of the stage over the score sheet (its labels read as the dimming lifts), at 1024×600
where the felt is narrowest too."""

from __future__ import annotations

import pytest

from game.views.stage_gather import flying_rects, homing
from tests.uihelpers import make_app
from tools.screens_stage import until_staged
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600)])
def test_the_penta_dice_fly_home_inside_the_dice_column_never_over_the_sheet(size, tmp_path):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [6] * 5)
        roll(app, scene)
        stage = until_staged(app, "penta")
        picture, clock = stage.picture, stage.clock
        side = scene.tray.die_size
        sheet = scene.sheet.rect
        home = 0
        while scene.on_stage is not None:
            for die in flying_rects(picture, clock):
                assert not die.colliderect(sheet), (round(clock.progress, 3), die, sheet)
                assert scene.left.contains(die), (round(clock.progress, 3), die, scene.left)
                if homing(clock) > 0:
                    home += 1
                    assert abs(die.w - side) <= 1, (die, side)  # at the slot's size
            app.step(1 / 30)
        assert home >= 5 * 3  # seen flying home over several frames
    finally:
        app.close()
