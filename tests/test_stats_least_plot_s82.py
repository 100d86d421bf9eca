"""Statistici holds up at 1366x768 and 1024x600 (ruling S82, round 80, hK86; critic cC79 #2,
#4: at 1024 the 10 000 turns' histogram was about 45 px tall with hairline bars, the four
games' bars of "Partidele jucate" 3 px, and "Partidele | Pe căsuțe" stood flush against
"Yams | 10 000 | Zarurile" in the same gold chips, two gold selections on one row).

A chart's plot keeps a least height (:data:`LEAST_PLOT`): where the layout would squeeze it
under that, the layout stacks (the figures fill their column, the charts one over the other
beside them) or, at Yams in a short window, each page holds one kind of chart. The pages'
switch is a control of its own kind (a segmented filter, never the tabs' gold) at the header
row's left end, well apart from the game tabs (amends S67 1)."""

from __future__ import annotations

import importlib

import pytest

from game.widgets.segmented import Segmented
from tests.uihelpers import FRAME, make_app
from tools.render_screens import REGISTRY, build_state
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")

LEAST_PLOT = 70
"""Pixels a chart's plot stands tall at least, at every size (45 before S82)."""


def _plots(app, monkeypatch, scene):
    import game.widgets.charts as charts

    plots = []
    real = charts._frame

    def frame(*args, **kwargs):
        plot = real(*args, **kwargs)
        plots.append(plot.area.copy())
        return plot

    monkeypatch.setattr(charts, "_frame", frame)
    scene.draw(app.screen)
    monkeypatch.undo()
    return plots


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("state", ["statistics_farkle_one_game", "statistics_one_game",
                                   "statistics_fifty_games_farkle"])
def test_every_plot_keeps_its_least_height(tmp_path, monkeypatch, size, state):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        scene = app.manager.stack[-1]
        pages = [0, 1] if scene.page_choice.visible else [0]
        plots = []
        for page in pages:
            if scene.page_choice.visible:
                scene.page_choice.select(page)
            plots += _plots(app, monkeypatch, scene)
        assert plots and min(p.h for p in plots) >= LEAST_PLOT, [p.h for p in plots]
    finally:
        app.close()


def test_a_few_yams_games_get_pages_in_a_short_window(tmp_path):
    """Four games at 1024x600: the games' list has the body's height on its page (its bars
    were 3 px under the figures), the boxes the whole body on theirs."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        build_state(app, next(s for s in REGISTRY if s.name == "statistics_four_games"))
        scene = app.manager.stack[-1]
        assert scene.page_choice.visible
        scene.page_choice.select(0)
        assert scene.chart_rects[1].h == scene.body.h and scene.chart_rects[2].w == 0
        scene.draw(app.screen)  # the list fills its page: its scale low in the panel
        lowest = max(rect.bottom for _, rect in scene.bar_scale)
        assert lowest >= scene.chart_rects[1].bottom - scene.px(100), (lowest,
                                                                        scene.chart_rects[1])
        scene.page_choice.select(1)
        assert scene.chart_rects[2] == scene.body
    finally:
        app.close()


def test_the_pages_switch_is_its_own_control_apart_from_the_tabs(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_statistics(app, 50)
        app.step(FRAME)
        pages, tabs = scene.page_choice, scene.tabs
        assert pages.visible and isinstance(pages, Segmented)  # a filter's look, not gold
        assert pages.rect.h < tabs.rect.h and pages.rect.centery == tabs.rect.centery
        assert pages.rect.left == scene.content.left  # the header row's left end
        assert tabs.rect.left - pages.rect.right >= scene.px(60), (pages.rect, tabs.rect)
    finally:
        app.close()
