"""The Rules page's text reads at a small window (critic A64: its body ~14 px at 1024×600, a
commercial app's help reads at 16 px or more): at 1024×600 every paragraph, list item and
table cell of both pages is drawn at 19 px of em or more (the line a reader measures about
16 px), the headings still larger than it; larger windows keep their scaled type."""

from __future__ import annotations

import pytest

import tools.screens_rules  # noqa: F401 (registers the Rules states)
from game import theme
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BODY_LEAST_PX = 19


@pytest.mark.parametrize("state", ["rules_yams_top", "rules_farkle_scoring"])
def test_the_rules_body_reads_at_19_px_at_1024x600(tmp_path, state):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        next(s for s in REGISTRY if s.name == state).build(app)
        for _ in range(8):
            app.step(0.1)
        scene = app.manager.top
        style = scene.doc_style
        assert round(style.body * theme.FONT_EM) >= BODY_LEAST_PX, style
        assert round(style.small * theme.FONT_EM) >= BODY_LEAST_PX, style
        assert style.heading > style.body, style
        frame = recorded_frame(scene, size)
        page = [t for t in frame.texts if scene.viewport.contains(t.rect) and t.size]
        assert page  # the page's words were drawn
        assert min(round(t.size * theme.FONT_EM) for t in page) >= BODY_LEAST_PX, \
            sorted({(t.size, t.text) for t in page})[:4]
    finally:
        app.close()


def test_larger_windows_keep_their_scaled_body(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        next(s for s in REGISTRY if s.name == "rules_yams_top").build(app)
        app.step(0.1)
        assert app.manager.top.doc_style.body == theme.font_px(theme.FONT_BODY, 1.0)
    finally:
        app.close()
