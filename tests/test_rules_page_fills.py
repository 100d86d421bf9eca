"""Rules at 1920×1080: a real title, a screen title's size, not a heading's (hS16)."""

from __future__ import annotations

import pytest

from game.scenes.rules import RulesScene
from game.theme_pages import PAGE_TITLE_TYPE
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_rules_title_is_a_screen_titles_size(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = RulesScene(app)
        app.manager.push(scene)
        app.step(0.1)
        # (amended round 81, hK89, ruling S97 5.: the side pages' one title type, as
        # Setări, Statistici and Scoruri; it was 0.8 of FONT_TITLE or more, larger than them)
        assert scene.title_size == scene.font_px(PAGE_TITLE_TYPE), scene.title_size
        assert scene.title_rect.h >= scene.title_size  # its room as tall as its type
    finally:
        app.close()
