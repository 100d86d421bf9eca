"""New Game's settings strip is as wide as what it holds (critic A41: a long dark band with its
label at one end, its control at the other, empty between): since round 74 (critic #3: the
players' stepper said twice what the add card says) only 10 000 has one, "Obiectiv" and its
target, the panel ending soon after them; Yams has none."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import text_size
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_10000_strip_holds_its_label_and_target_with_no_empty_band(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 2)
        app.step(FRAME)
        body = scene.font_px(theme.FONT_BODY)
        label_x, _ = scene.label_pos["target"]
        label_right = label_x + text_size(scene.tr("new_game.target"), body)[0]
        choice = scene.target.rect
        assert choice.x - label_right <= scene.px(40), (label_right, choice)
        assert scene.panel.right - choice.right <= scene.px(48), (scene.panel, choice)
        assert label_x - scene.panel.x <= scene.px(48)
        assert abs(scene.panel.centerx - size[0] // 2) <= 2  # centred under the title
    finally:
        app.close()


def test_yams_has_no_empty_strip(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        app.step(FRAME)
        assert scene.panel.h == 0 and not scene.humans.visible
    finally:
        app.close()
