"""10 000 Statistics after one game (ruling S90 3, critic cC80 #4: "a ~100 px strip of four
bars on a 0–10 axis under a half-empty panel"): the chart of banks per turn takes real
height, at least 0.45 of the body's (0.38 before), beside the figures' column under a game
panel sized to its words; the game's panel and the chart inside the body, beside the
figures."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_one_games_bank_chart_has_real_height(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, kind="farkle_only")
        app.step(FRAME)
        scene.draw(app.screen)
        body, game, chart = scene.body, scene.chart_rects[1], scene.chart_rects[2]
        assert chart.h >= 0.45 * body.h, (size, chart, body)
        assert body.contains(game) and body.contains(chart)
        assert not game.colliderect(chart) and not scene.figures_rect.colliderect(chart)
    finally:
        app.close()
