"""The "Zarurile" tab with too few throws for a verdict (round 72, critic I72: "the right
panel half empty", statistics_dice_too_few_1366): the room under its sources shows how far
the dice are from a verdict, a bar filled by the throws so far over the throws a verdict
needs, its figure over it; no band of dark room is left between the sources and the
statistician's figures at the panel's foot."""

from __future__ import annotations

import pytest

from game.stats_math import MIN_THROWS
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_too_few_throws_show_how_far_the_verdict_is(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, throws=120, kind="dice")
        app.step(FRAME)
        scene.draw(app.screen)
        panel, bar, fill = scene.verdict_rect, scene.progress_bar, scene.progress_fill
        assert panel.contains(bar) and bar.top >= scene.sources_end, (bar, scene.sources_end)
        assert bar.bottom <= scene.figures_top, (bar, scene.figures_top)
        assert abs(fill.w - round(bar.w * 120 / MIN_THROWS)) <= 2, (fill, bar)
        empty = scene.figures_top - scene.sources_end - scene.progress_room.h
        assert empty <= panel.h * 0.2, (empty, panel.h)  # no half-empty panel
        scene = open_statistics(app, 1, throws=900, kind="dice")  # a verdict: no bar
        app.step(FRAME)
        scene.draw(app.screen)
        assert scene.progress_bar.w == 0
    finally:
        app.close()
