"""After an undo the toast stands clear of the dice: at the three sizes, a gap of felt between
its pill and the kept row above, and the rolled dice below."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_yams import _undo_returned

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_undo_toast_does_not_touch_the_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _undo_returned(app)
        scene = app.manager.top
        rects = scene._announcement_rects()
        said = scene.flow.voice.announcement
        assert said is not None and rects
        dice_top = min(scene.tray.position(i)[1] for i in range(5)
                       if not scene.game.held[i]) - scene.tray.die_size / 2
        gap = scene.px(8)
        for rect in rects:
            assert rect.bottom <= dice_top - gap, (rect, dice_top)
            assert rect.top >= scene.held_band.bottom + gap // 2, (rect, scene.held_band)
    finally:
        app.close()
