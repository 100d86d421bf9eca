"""Settings' chips stand taller than their words with air over and under them: at every size
a toggle's key is 1.45 times its words' line or more (critic cZ75: 41 px chips for 32 px
labels at 1920x1080, 28 for 22 at 1366x768), and the cards still end over the buttons
(round 76, hT78; ruling S23)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.settings import SettingsScene
from game.widgets.text import line_height
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_chip_is_its_words_line_and_air(tmp_path, size):
    app = make_app(tmp_path, size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        words = line_height(scene.font_px(theme.FONT_BODY))
        for _, widget in scene.rows:
            assert widget.rect.h >= 1.45 * words, (widget.name, widget.rect.h, words)
        rows = sorted((w.rect for _, w in scene.rows), key=lambda r: (r.x, r.y))
        for upper, lower in zip(rows, rows[1:], strict=False):
            if upper.x == lower.x:
                assert upper.bottom < lower.top
        assert scene.panel.bottom < scene.back_button.rect.top
    finally:
        app.close()
