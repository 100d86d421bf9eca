"""Statistics after one game (hS25: the critic saw the big total change size between the Yams
and the 10 000 page, and the one game's bar with no scale): the big total has one size on
every page; the bar under the game's words reads on a scale, round values from 0 under its
track, the reference's mark among them."""

from __future__ import annotations

import pytest

from game.widgets.text import STAMP
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _totals(tmp_path, monkeypatch, size, kind):
    """Open Statistics after one game (``kind``: None for Yams, "farkle_only"); return the
    scene and the type sizes of the stamped (big) numbers drawn by the charts."""
    import game.widgets.charts as charts

    app = make_app(tmp_path, size=size)
    scene = open_statistics(app, 1, kind=kind)
    app.step(FRAME)
    stamped: list[int] = []
    real = charts.draw_text

    def text(surface, t, size_, *a, **k):
        if k.get("weight") == STAMP:
            stamped.append(size_)
        return real(surface, t, size_, *a, **k)

    monkeypatch.setattr(charts, "draw_text", text)
    scene.draw(app.screen)
    monkeypatch.undo()
    return app, scene, stamped


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_big_total_has_one_size_on_every_page(tmp_path, monkeypatch, size):
    sizes = []
    for kind in (None, "farkle_only"):
        app, _, stamped = _totals(tmp_path / str(kind), monkeypatch, size, kind)
        app.close()
        assert len(stamped) == 1, stamped
        sizes += stamped
    assert sizes[0] == sizes[1], sizes


@pytest.mark.parametrize("kind", [None, "farkle_only"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_one_games_bar_reads_on_a_scale(tmp_path, monkeypatch, size, kind):
    app, scene, _ = _totals(tmp_path, monkeypatch, size, kind)
    try:
        scale = scene.bar_scale
        assert len(scale) >= 3, scale
        labels = [label for label, _ in scale]
        xs = [rect.centerx for _, rect in scale]
        assert labels[0] == "0" and xs == sorted(xs)
        panel = scene.chart_rects[1]
        assert all(panel.contains(rect) for _, rect in scale)
        assert len({rect.centery for _, rect in scale}) == 1  # one row under the track
    finally:
        app.close()


@pytest.mark.parametrize("kind", [None, "farkle_only"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_one_games_red_mark_says_what_it_marks(tmp_path, size, kind):
    """The red mark on one game's track is labelled ("Expert: 222", "Obiectiv: 10 000") over
    it (hM31: the critic could not tell what the red tick was), inside the panel, above the
    track's scale, nothing overlapping."""
    from tests.layout_check import problems
    from tests.uihelpers import recorded_frame

    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, kind=kind)
        app.step(FRAME)
        frame = recorded_frame(scene, size)
        words = scene.reference()[1]
        panel = scene.chart_rects[1]
        label = [t for t in frame.texts if t.text == words and panel.contains(t.rect)]
        assert len(label) == 1, [t.text for t in frame.texts if panel.contains(t.rect)]
        assert label[0].rect.bottom <= min(rect.top for _, rect in scene.bar_scale)
        found = [p for p in problems(frame, size) if words in p]
        assert not found, found
    finally:
        app.close()
