"""A three-pairs throw's banner lights its dice where they landed (``picture.glow``) and
gathers none: its dice stay under those lit spots until the banner has gone, then glide
to the mat in the order they lay (review round 67: the hand-back of a gathered stage ran
for it too, the dice jumped to the mat at ~76 % of the banner in face order, the spots
glowing over empty felt)."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROLL = (5, 2, 2, 3, 5, 3)


def test_the_pairs_banner_glows_over_its_dice_and_they_keep_their_row_order(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, *ROLL)
        table.press_roll()
        frames = 0
        seen_stage = False
        for _ in range(1500):
            app.step(FRAME)
            top = app.manager.top
            if top is not table:
                picture = getattr(top, "picture", None)
                if picture is None or picture.kind != "pairs_throw":
                    continue
                seen_stage = True
                frames += 1
                tray = table.tray
                for rect in picture.glow:  # a die under every lit spot
                    near = [i for i in range(tray.count)
                            if abs(tray.position(i)[0] - rect.centerx) <= 2
                            and abs(tray.position(i)[1] - rect.centery) <= 2]
                    assert near, (frames, rect.center, [tray.position(i)
                                                        for i in range(tray.count)])
                continue
            if seen_stage and not table.tray.is_moving:
                break
        assert seen_stage and frames > 10, "no three pairs' banner played"
        tray = table.tray
        assert sorted(table.game.selected) == list(range(6))
        mat_y = table.mat.centery
        assert all(abs(tray.position(i)[1] - mat_y) < 1 for i in range(6))
        by_x = sorted(range(6), key=lambda i: tray.position(i)[0])
        assert by_x == list(range(6)), by_x  # the row's order, not the faces'
    finally:
        app.close()
