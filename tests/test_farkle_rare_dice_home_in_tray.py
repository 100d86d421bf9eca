"""A staged rare throw's dice come home into the tray, never over its rim (round 73, critic
J72 #9: after a Chintă and six ones the dice landed larger than the slots, their row wider
than the mat, overshooting its rim, and leapt from the throw row's height to the mat's in one
frame as the table chose them): from the frame the table comes back through the stage's veil,
a die over the mat lies inside it at the slots' size; and no die leaps on its way home."""

from __future__ import annotations

from typing import Any

import pytest

from game.views import stage_gather
from game.views.stage import HAND_BACK
from tests.uihelpers import make_app
from tools.screens_stage import _rare_throw, _six_ones, until_staged
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("build,kind", [(_rare_throw, "rare_throw"),
                                        (_six_ones, "rarest_throw")],
                         ids=["chinta", "six_ones"])
def test_the_dice_come_home_inside_the_mat_at_the_slots_size(tmp_path, size, build: Any,
                                                             kind: str):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        build(app)
        stage = until_staged(app, kind)
        table = stage.table
        picture = stage.picture
        mat, side = table.mat, table.tray.die_size
        before: list[Any] = []
        seen_home = False
        with unseen_frames(app, last_drawn=False):
            while app.manager.top is stage and stage.clock.progress < 0.99:
                app.step(1 / 30)
                if stage.clock.progress < stage_gather.WORDS_OFF - 0.02:
                    continue
                rects = stage_gather.flying_rects(picture, stage.clock)
                table_seen = stage.clock.progress >= HAND_BACK[0]  # (before: the stage's own
                for die in rects:  # dice over its veil, the table hushed under them)
                    if table_seen and die.colliderect(mat):
                        assert mat.contains(die), (stage.clock.progress, die, mat)
                        assert die.w <= side + 1, (stage.clock.progress, die, side)
                        seen_home = True
                for old, new in zip(before, rects, strict=False):  # no leap in one frame
                    leap = max(abs(new.centerx - old.centerx), abs(new.centery - old.centery))
                    assert leap <= side * 0.9, (stage.clock.progress, old, new)
                before = rects
        assert seen_home  # (a person's rare throw: its dice set aside on the mat)
    finally:
        app.close()
