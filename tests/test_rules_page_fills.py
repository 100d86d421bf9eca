"""Rules at 1920×1080: a real title, a screen title's size, not a heading's (hS16)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.rules import RulesScene
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_rules_title_is_a_screen_titles_size(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = RulesScene(app)
        app.manager.push(scene)
        app.step(0.1)
        assert scene.title_size >= round(scene.font_px(theme.FONT_TITLE) * 0.8), (
            scene.title_size)
        assert scene.title_rect.h >= scene.title_size  # its room as tall as its type
    finally:
        app.close()
