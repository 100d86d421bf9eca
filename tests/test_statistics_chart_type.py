"""Statistici's charts read at arm's length: every word and number of a chart (its axes, its
values, its boxes' names, its legend) at least 20 px of em at 1920×1080 and the same share of
the window below; and a game shown alone is one group (its name, its place and its total
together), not words at one edge of a hollow panel and a number at the other."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import em_px
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STATES = [(1, None), (38, None), (38, "farkle"), (1, "farkle_only"), (38, "dice")]


@pytest.mark.parametrize(("games", "kind"), STATES)
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_every_charts_words_are_at_least_20_px_at_1920(tmp_path, monkeypatch, size, games,
                                                        kind):
    import game.widgets.charts as charts

    drawn: list[tuple[str, int]] = []
    real = charts.draw_text

    def spy(surface, text, size_, *args, **kwargs):
        drawn.append((text, size_))
        return real(surface, text, size_, *args, **kwargs)

    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, games, kind=kind)
        app.step(FRAME)
        scene = app.manager.top
        monkeypatch.setattr(charts, "draw_text", spy)
        scene.draw(app.screen)
        assert drawn, "no chart drawn"
        least = 20 * size[1] / 1080
        small = [(text, em_px(s)) for text, s in drawn if em_px(s) < least - 0.5]
        assert not small, (size, small)
        assert all(s >= scene.font_px(theme.CHART_LABEL) or em_px(s) >= least
                   for _, s in drawn)
    finally:
        app.close()


@pytest.mark.parametrize("kind", [None, "farkle_only"])
def test_a_game_shown_alone_spans_its_panel_words_total_and_bar(
        tmp_path, monkeypatch, kind):
    import game.widgets.charts as charts

    rects: list[tuple[str, object]] = []
    real = charts.draw_text

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        rects.append((text, rect))
        return rect

    app = make_app(tmp_path, size=(1920, 1080))
    try:
        open_statistics(app, 1, kind=kind)
        app.step(FRAME)
        scene = app.manager.top
        monkeypatch.setattr(charts, "draw_text", spy)
        scene.draw(app.screen)
        line = scene.game_lines()[0]
        # (the place may join the title on its line in a short band, critic A50)
        title = next(r for t, r in rects if t.startswith(line.title))
        total = next(r for t, r in rects if t == line.total)
        panel = scene.chart_rects[1]
        # (changed on purpose, hS23: the group in the middle left the panel's sides empty)
        # one band across the panel: the words at its left, the total at its right, the bar
        # under them measuring it against the reference between the two
        assert title.left - panel.left <= panel.w * 0.06, (title, panel)
        assert panel.right - total.right <= panel.w * 0.06, (total, panel)
        assert abs((title.left - panel.left) - (panel.right - total.right)) <= panel.w * 0.02
    finally:
        app.close()
