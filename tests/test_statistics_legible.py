"""Statistici legible after one game: each figure's label and value on one line in the body's
face, and the recent totals measured against a line that means something (the expert)."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_label_and_value_share_a_line_in_a_larger_face(tmp_path, monkeypatch, size):
    import game.scenes.statistics as statistics
    import game.widgets.charts as charts

    drawn: list[tuple[str, int, tuple[int, int], str]] = []
    dashes: list[tuple[tuple[int, int], tuple[int, int]]] = []
    real_text, real_dash = statistics.draw_text, charts._dashed

    def spy(surface, text, size_, colour, pos, anchor="center", *args, **kwargs):
        drawn.append((text, size_, pos, anchor))
        return real_text(surface, text, size_, colour, pos, anchor, *args, **kwargs)

    def dash(surface, colour, start, end, scale):
        dashes.append((start, end))
        return real_dash(surface, colour, start, end, scale)

    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, 1)
        app.step(FRAME)
        scene = app.manager.top
        monkeypatch.setattr(statistics, "draw_text", spy)
        monkeypatch.setattr(charts, "_dashed", dash)
        app.step(FRAME)
        rows = scene.figures()
        rect = scene.figures_rect
        small = scene.font_px(theme.FONT_SMALL)
        for row in rows:
            values = [d for d in drawn if d[0] == row.value and rect.collidepoint(d[2])]
            labels = [d for d in drawn if row.label.startswith(d[0]) and d[3] == "topleft"
                      and rect.collidepoint(d[2])]
            assert len(values) == 1 and labels, row
            value_y, label_y = values[0][2][1], labels[0][2][1]
            assert label_y < value_y < label_y + 3 * small  # beside it, not on a line of its own
            assert values[0][1] >= small and labels[0][1] >= small  # no smaller than the small
        assert max(d[1] for d in drawn if d[0] in {r.value for r in rows}) > small
        # one game: the recent totals against the expert's mean, a dashed line and its words
        reference = scene.reference()
        assert reference is not None and reference[1] == "Expert: 222"
        line = scene.chart_rects[0]
        assert any(line.collidepoint(a) and a[1] == b[1] for a, b in dashes)
    finally:
        app.close()
