"""After one Yams game the per-box chart spans the body with its thirteen boxes evenly spaced
(round 74, critic cS74 #9: the six upper bars crowded the left quarter of a chart the body's
width, the dice's slots narrower than the named boxes' though every name fit an even slot)."""

from __future__ import annotations

import importlib

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_one_games_boxes_stand_evenly_across_the_chart(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == "statistics_one_game"))
        scene = app.manager.stack[-1]
        chart = scene.chart_rects[2]
        inside = [t for t in recorded_frame(app.manager, size).shown_texts()
                  if chart.contains(t.rect)]
        # one game: each box's points written over its bar (0 where none stands)
        axis_x = min(t.rect.left for t in inside if t.text == "0")
        points = sorted((t for t in inside if t.text.isdigit() and t.rect.left > axis_x
                         and t.rect.bottom < chart.bottom - scene.px(60)),
                        key=lambda t: t.rect.centerx)
        assert len(points) == 13, [t.text for t in points]
        steps = [b.rect.centerx - a.rect.centerx for a, b in zip(points, points[1:], strict=False)]
        assert max(steps) - min(steps) <= 3, steps
    finally:
        app.close()
