"""Statistics: the salmon mark on a Yams game's bar says in words what it is (ruling S90 2,
critic cC80 #5: "Expert: 222" was never explained): "Media calculatorului Expert: 222", whole
(never cut, never shrunk under the chart's labels' type), over its mark inside the panel, at
every size; and in English too."""

from __future__ import annotations

import pytest

from game.scenes import stats_drawing
from game.widgets import chart_parts, charts
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _drawn(monkeypatch, app, scene):
    said = []
    for module in (stats_drawing, charts, chart_parts):
        real = module.draw_text

        def spy(s, text, size, *a, _r=real, **k):
            rect = _r(s, text, size, *a, **k)
            said.append((text, size, rect))
            return rect

        monkeypatch.setattr(module, "draw_text", spy)
    scene.draw(app.screen)
    monkeypatch.undo()
    return said


@pytest.mark.parametrize("size,language", [(s, "ro") for s in SIZES] + [((1024, 600), "en")])
def test_the_expert_mark_says_what_it_is(tmp_path, monkeypatch, size, language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        open_statistics(app, 1)
        app.step(FRAME)
        scene = app.manager.top
        said = _drawn(monkeypatch, app, scene)
        words = app.tr("stats.reference_yams", total="222")
        assert words.startswith({"ro": "Media calculatorului Expert",
                                 "en": "Expert computer's average"}[language]), words
        hits = [(size_, rect) for text, size_, rect in said if text == words]
        assert len(hits) == 1, (size, [t for t, _, _ in said])
        px, rect = hits[0]
        assert app.screen.get_rect().contains(rect)
        ticks = [s for t, s, _ in said if t in ("100", "200")]
        assert ticks and px >= min(ticks), (px, ticks)  # as large as the scale's figures
    finally:
        app.close()


@pytest.mark.parametrize("size,language", [(s, "ro") for s in SIZES] + [((1024, 600), "en")])
def test_the_recent_lines_legend_fits_its_panel(tmp_path, monkeypatch, size, language):
    """Many games: the dashed line's legend names the Expert's mean inside the panel of
    recent totals, clear of the axis's unit ("puncte"), at every size (at 1024×600 the
    long words take their short form, "Media Expert: 222")."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        open_statistics(app, 50)
        app.step(FRAME)
        scene = app.manager.top
        said = _drawn(monkeypatch, app, scene)
        panel = scene.chart_rects[0]
        assert panel.w, scene.chart_rects
        legend = [r for t, _, r in said if "Expert" in t and panel.colliderect(r)]
        assert legend, [t for t, _, _ in said]
        unit = [r for t, _, r in said if t == app.tr("stats.points") and panel.colliderect(r)]
        for rect in legend:
            assert panel.contains(rect), (size, rect, panel)
            assert not any(rect.colliderect(u) for u in unit), (size, rect, unit)
    finally:
        app.close()
