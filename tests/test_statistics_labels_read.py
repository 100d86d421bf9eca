"""Statistici's chart words read from the sofa (critic M30: its axis labels measured 17–19 px
at 1920×1080 and about 12 px at 1024×600): every word and number a chart draws (its axes, its
values, its boxes' names, its legend) at least 22 px of em at 1920×1080 and 16 px at
1024×600."""

from __future__ import annotations

import pytest

from game.widgets.text import em_px
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STATES = [(1, None), (38, None), (38, "farkle"), (1, "farkle_only"), (38, "dice")]
LEAST = {(1920, 1080): 22, (1024, 600): 16}


@pytest.mark.parametrize(("games", "kind"), STATES)
@pytest.mark.parametrize("size", list(LEAST))
def test_every_charts_words_read_at_both_ends(tmp_path, monkeypatch, size, games, kind):
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
        monkeypatch.setattr(charts, "draw_text", spy)
        app.manager.top.draw(app.screen)
        assert drawn, "no chart drawn"
        small = sorted({(text, em_px(s)) for text, s in drawn if em_px(s) < LEAST[size]})
        assert not small, (size, small[:8])
    finally:
        app.close()


@pytest.mark.parametrize(("games", "kind"), STATES)
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_two_words_of_a_line_touch(tmp_path, size, games, kind):
    # the larger type must not run a heading into its legend ("Ultimele 20 de partide - -
    # Expert: 222" at 1024) nor two box names together ("Suită micăSuită mare" at 1920)
    from tests.uihelpers import recorded_frame

    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, games, kind=kind)
        app.step(FRAME)
        scene = app.manager.top
        texts = [t for t in recorded_frame(scene, size).texts if t.text.strip()]
        least = scene.px(12)
        for i, a in enumerate(texts):
            for b in texts[i + 1:]:
                if abs(a.rect.centery - b.rect.centery) >= min(a.rect.h, b.rect.h) // 2:
                    continue  # not on one line
                gap = max(a.rect.left, b.rect.left) - min(a.rect.right, b.rect.right)
                assert gap >= least, (size, a.text, a.rect, b.text, b.rect)
    finally:
        app.close()


@pytest.mark.parametrize("computer", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_dice_tab_leaves_no_empty_band(tmp_path, size, computer):
    # critic M30: at 1024×600 the sources' lines stood at the top, the test's figures at the
    # foot and ~90 px of empty panel between them (no room for the faces' charts)
    from game import theme

    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 50, kind="dice", computer=computer)
        app.step(FRAME)
        scene.draw(app.screen)
        assert scene.figures_top - scene.sources_end <= scene.px(round(theme.GAP * 2)), (
            scene.sources_end, scene.figures_top)
    finally:
        app.close()


@pytest.mark.parametrize("kind", [None, "farkle"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_charts_legend_stands_clear_of_its_heading(tmp_path, monkeypatch, size, kind):
    # its dashed swatch too (not only its words): "Ultimele 20 de partide - - Expert: 222"
    # touched at 1024×600 (critic M30)
    import game.widgets.charts as charts
    from tests.uihelpers import recorded_frame

    starts: list[tuple[int, int]] = []
    real = charts.legend

    def spy(surface, pos, *args, **kwargs):
        starts.append(pos)
        return real(surface, pos, *args, **kwargs)

    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, 38, kind=kind)
        app.step(FRAME)
        scene = app.manager.top
        monkeypatch.setattr(charts, "legend", spy)
        texts = recorded_frame(scene, size).texts
        assert starts
        for x, y in starts:
            for t in texts:
                if t.rect.right <= x and abs(t.rect.top - y) < t.rect.h // 2:
                    assert x - t.rect.right >= scene.px(20), (size, t.text, t.rect, x)
    finally:
        app.close()


@pytest.mark.parametrize(("games", "kind"), STATES[:3])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_an_axis_labels_stand_apart(tmp_path, monkeypatch, size, games, kind):
    # one over the other up the y axis, half a line's air between two (the larger type
    # in a short chart: "600 400 200 0" stood edge to edge at 1024×600)
    import game.widgets.charts as charts

    drawn: list = []
    real = charts.draw_text

    def spy(surface, text, size_, colour, pos, anchor="center", *args, **kwargs):
        rect = real(surface, text, size_, colour, pos, anchor, *args, **kwargs)
        if anchor == "midright":
            drawn.append((pos[0], rect))
        return rect

    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, games, kind=kind)
        app.step(FRAME)
        monkeypatch.setattr(charts, "draw_text", spy)
        app.manager.top.draw(app.screen)
        axes: dict[int, list] = {}
        for x, rect in drawn:
            axes.setdefault(x, []).append(rect)
        for rects in axes.values():
            rects.sort(key=lambda r: r.top)
            for a, b in zip(rects, rects[1:], strict=False):
                assert b.top - a.bottom >= a.h // 2, (size, a, b)
    finally:
        app.close()
