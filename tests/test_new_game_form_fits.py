"""New Game's "Jucători umani + 1 IA" strip of Yams is as wide as what it holds (critic A41:
a long dark band with its label at one end, its stepper at the other, empty between): the
stepper follows its label, the panel ends soon after it; the game's line above it whole."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import text_size
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_yams_strip_holds_its_label_and_stepper_with_no_empty_band(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)
        app.step(FRAME)
        body = scene.font_px(theme.FONT_BODY)
        label_x, _ = scene.label_pos["humans"]
        label_right = label_x + text_size(scene.tr("new_game.humans"), body)[0]
        stepper = scene.humans.rect
        assert stepper.x - label_right <= scene.px(40), (label_right, stepper)
        assert scene.panel.right - stepper.right <= scene.px(48), (scene.panel, stepper)
        assert label_x - scene.panel.x <= scene.px(48)
        assert abs(scene.panel.centerx - size[0] // 2) <= 2  # centred under the title
    finally:
        app.close()
