"""Critic A69 (Statistics 8): the figures column's panel ended ~40 px over the charts' beside
it (1920x1080, Yams, 50 games): with the figures beside the charts, every panel of the page
ends on one baseline, the figures' rows spread a little to reach it (never wide bands)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import stats_drawing
from game.storage.stats import StatsData
from tests.uihelpers import button_named, click, make_app, settle
from tools.screens_statistics import fake_history

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_figures_panel_ends_level_with_the_charts(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        data = StatsData()
        for record in fake_history(50, seed=50):
            data.add_game(record)
        app.stats._data = data
        click(app, button_named(app, "menu.statistics"))
        settle(app, 4)
        scene = app.manager.top
        panels = []
        real = stats_drawing.draw_panel
        monkeypatch.setattr(stats_drawing, "draw_panel", lambda s, r, *a, **k:
                            panels.append(r.copy()) or real(s, r, *a, **k))
        for kind in ("yams", "farkle"):
            scene.tabs.select(("yams", "farkle").index(kind))
            panels.clear()
            scene.draw(app.screen)
            assert len(panels) >= 3, panels
            figures = min(panels, key=lambda r: r.x)
            lowest = max(r.bottom for r in panels)
            assert figures.bottom == lowest, (kind, figures, lowest)
            rows = scene.place_figures()
            step = rows[1].band.y - rows[0].band.y
            assert step <= scene.px(theme.ROW_HEIGHT) * 1.35, (kind, step)  # no wide bands
    finally:
        app.close()
