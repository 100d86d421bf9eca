"""The 10 000 scoring guide stays readable with many seats: with 4 to 7 players it is set at
``score_guide.READABLE`` or larger at every size (the players' rows grow shorter, or the guide
takes the right column, before its type shrinks)."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.score_guide import READABLE, guide_entries, guide_layout
from tests.uihelpers import make_app
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("humans", [3, 6])  # with the computer: 4 and 7 seats
def test_the_guide_is_readable_with_many_seats_at_every_size(humans, tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table_with(app, humans, 1, 2, 3, 4, 6, 6)
        for size in [(1024, 600), (1366, 768), (1920, 1080)]:
            app.resize(size)
            app.step(1 / 60)
            rect = scene.guide_rect
            setting = guide_layout(guide_entries(scene.tr), scene.scale, rect.w, rect.h)
            assert setting.height <= rect.h, (humans, size, setting, rect)
            assert setting.size >= theme.font_px(READABLE, scene.scale), (humans, size, setting)
    finally:
        app.close()
