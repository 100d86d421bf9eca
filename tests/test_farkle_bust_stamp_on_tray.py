"""The bust's stamp is centred on the tray (round 75, critic cB75: at 1920 it lay at x 578-1306,
centre 942, over the tray's 560-1360, centre 960, the tray's gold frame showing ~18 px on its
left and ~70 px on its right): whatever dice failed, the stamp's middle is the tray's middle,
so it covers the tray's frame evenly on both sides."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamp_is_centred_on_the_tray(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._bust(app)  # five failed dice: their row's middle left of the tray's
        layout_record.start(size)
        table = app.manager.top
        for _ in range(40):  # through its entrance (the shake) to rest
            app.step(1 / 60)
        assert table.flow.bust_shown
        layout_record.begin(size)
        table.draw(pygame.Surface(size))
        frame = layout_record.frame()
        stamp = [p.rect for p in frame.panels if p.role == "announcement"]
        # (round 79, ruling S64: the mat is drawn only while dice lie on it; after a bust
        # with none set aside its place is the table's, and the plate centred on it)
        mat = [p.rect for p in frame.panels if p.role == "mat"] or [pygame.Rect(table.mat)]
        assert stamp and mat[0].w > 0
        left, right = stamp[0].left - mat[0].left, mat[0].right - stamp[0].right
        assert abs(left - right) <= 2, (stamp[0], mat[0])  # the tray's frame shows evenly
    finally:
        layout_record.stop()
        app.close()
