"""Statistici with nothing played: its panel is sized to its picture, words and button and
stands centred where the charts will stand (round 72, critic I72: "a screen-sized panel with
three dice and one line", reversing hS67's panel as big as the body, critic A66 "the empty
state floats": it floats no more, centred in the charts' place); at three sizes."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_empty_state_is_sized_to_its_content_where_the_charts_will_stand(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 0)
        app.step(FRAME)
        scene.draw(app.screen)
        frame = scene.empty_frame
        assert scene.body.contains(frame), (frame, scene.body)  # in the charts' place
        assert abs(frame.centery - scene.body.centery) <= 2, (frame, scene.body)  # centred
        top = scene.preview_rects()[0].top
        bottom = scene.start_button.rect.bottom
        assert frame.top < top and bottom < frame.bottom, (frame, top, bottom)
        assert (bottom - top) >= 0.7 * frame.h, (bottom - top, frame.h)  # no dark room
        above, below = top - frame.top, frame.bottom - bottom
        assert abs(above - below) <= scene.px(8), (above, below)  # centred in it
    finally:
        app.close()
