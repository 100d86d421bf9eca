"""Statistics after one game: the panel of the games played holds its game across its width
(hS23: its words and total stood as a small group in the middle, the panel's sides empty):
the words at its left, the total at its right, a bar under them measuring the total against
the reference (at Yams the expert computer's mean) across the panel."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_one_games_panel_holds_it_across_its_width(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1)
        app.step(FRAME)
        scene.draw(app.screen)
        panel = scene.chart_rects[1]
        assert panel.w > panel.h  # (the wide panel of one game's layout)
        inner = panel.inflate(-2 * scene.px(12), 0)  # (inside its border)
        fill = tuple(app.screen.get_at((inner.x, panel.y + panel.h // 2)))[:3]
        columns = set()
        for y in range(panel.y + panel.h * 3 // 10, panel.y + panel.h * 8 // 10, 2):
            for x in range(inner.x, inner.right, 2):
                if sum(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3], fill,
                                                  strict=False)) > 60:
                    columns.add(x)
        left, right = min(columns) - panel.x, panel.right - max(columns)
        most = round(panel.w * 0.06)
        assert left <= most and right <= most, (size, left, right, most)
    finally:
        app.close()
