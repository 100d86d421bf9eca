"""The results panel lets go of its entrance's pictures once they are spent (review, round
60): the entrance's two window-sized layers (16.6 MB at 1920x1080) and the picture that stood
before the panel (8 MB) are kept only while the panel rises and the stage fades out round
it, never as long as the screen stays open."""

from __future__ import annotations

import pytest

from game.scenes.results import CROSS_FADE, ENTRANCE_TIME, ResultRow, ResultsOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
ROWS = [ResultRow(1, "Ana", 5_900, seat=0), ResultRow(2, "Ion", 5_100, seat=1),
        ResultRow(3, "Dan", 4_700, seat=2)]


def test_the_entrance_layers_and_the_picture_before_are_dropped_once_spent(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.step(FRAME)
        panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        app.step(FRAME)
        app.step(FRAME)
        assert panel._entrance is not None  # held while the panel rises
        assert panel._before is not None  # held while the stage fades out round it
        while panel.time < max(ENTRANCE_TIME, CROSS_FADE) + 2 * FRAME:
            app.step(FRAME)
        assert panel._entrance is None
        assert panel._before is None
        for _ in range(3):  # the panel at rest draws on without them
            app.step(FRAME)
        assert panel._entrance is None and panel._before is None
    finally:
        app.close()
