"""The Penta's stage and its way home (critic rounds 28, 29): the stage is one column centred
on the screen (title, dice, name, the lit row beneath) like every Yams stage; the five dice
gathered under the stamp regroup at their slot's size over the dice' own column while the
veil still hides the table, then fly down into their places there: on no frame of their way
home over the score sheet (its labels read as the dimming lifts), at 1024×600 where the felt
is narrowest too. The Penta enters growing in, and lasts longer than any lesser stage."""

from __future__ import annotations

import pytest

from game.flow.stage import StageClock, stage_seconds
from game.views.stage_gather import flying_rects, gathered_rects, homing
from tests.uihelpers import make_app
from tools.screens_stage import until_staged
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_penta_stage_is_centred_and_its_dice_fly_home_off_the_sheet(size, tmp_path):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [6] * 5)
        roll(app, scene)
        stage = until_staged(app, "penta")
        picture, clock = stage.picture, stage.clock
        row = gathered_rects(picture)
        middle = row[0].unionall(row[1:]).centerx
        assert abs(middle - size[0] // 2) <= size[0] // 40, (middle, size)  # centred
        assert abs(picture.centre[0] - size[0] // 2) <= size[0] // 40, picture.centre
        side = scene.tray.die_size
        sheet = scene.sheet.rect
        home = 0
        while scene.on_stage is not None:
            # (round 63, also at 1366 and 1920: homing read with its picture: a Yams
            # Penta's dice fly home by 74 % since hY65, so the plain 10 000 span read only
            # dice already home, and break yams4.penta_home_in_the_dice_column went MISSED)
            if homing(clock, picture) > 0:
                for die in flying_rects(picture, clock):
                    assert not die.colliderect(sheet), (round(clock.progress, 3), die, sheet)
                    assert scene.left.contains(die), (round(clock.progress, 3), die, scene.left)
                    assert abs(die.w - side) <= 1, (die, side)  # at the slot's size
                    home += 1
            app.step(1 / 30)
        assert home >= 5 * 3  # seen flying home over several frames
    finally:
        app.close()


def test_the_penta_grows_in_and_the_rarer_stage_lasts_longer():
    assert 3.0 <= stage_seconds("penta") <= stage_seconds("joker_penta") <= 3.5
    assert stage_seconds("penta") > stage_seconds("upper_bonus")
    clock = StageClock("penta")
    sizes = []
    while clock.progress < 0.3:
        if clock.stamp_scale() > 0:
            sizes.append(clock.stamp_scale())
        clock.update(1 / 60)
    assert sizes[0] <= 0.5  # it grows in from small, never falls in from a giant size
    assert max(sizes) > 1.0  # overshooting a little
    assert abs(sizes[-1] - 1.0) < 0.02  # then settles
