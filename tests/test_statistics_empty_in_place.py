"""Statistici with nothing played (hS67, critic A66: "the empty state floats"): its panel
stands where the charts will stand (the body under the tabs, down to the buttons' row, as
wide), its picture, words and button centred in it; at three sizes."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_empty_state_stands_where_the_charts_will(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 0)
        app.step(FRAME)
        scene.draw(app.screen)
        frame = scene.empty_frame
        assert frame == scene.body, (frame, scene.body)  # the charts' place, whole
        content = scene.empty_panel  # its picture, words and button
        assert frame.contains(content)
        above = scene.empty_dice_rects()[0].top - frame.top
        below = frame.bottom - scene.start_button.rect.bottom
        assert abs(above - below) <= scene.px(8), (above, below)  # centred in it
    finally:
        app.close()
