"""Every screen fits 16:9, 16:10, 4:3 and 1024×600: nothing cut off, no widgets overlapping."""

from __future__ import annotations

import itertools

import pytest

from tests.uihelpers import make_app, settle
from tools.render_screens import REGISTRY

SIZES = [(1920, 1080), (1920, 1200), (1600, 1200), (1280, 720), (1024, 768), (1024, 600)]


def _rects(widget):
    """The rects a widget draws (a choice row is several keys)."""
    return [widget.rect]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_widgets_inside_the_window_and_apart(size, tmp_path):
    for state in REGISTRY:
        app = make_app(tmp_path / state.name, size=size)
        try:
            state.build(app)
            settle(app, 3)
            bounds = app.screen.get_rect()
            top = app.manager.top
            visible = [w for w in top.widgets() if w.visible and w.rect.w > 0]
            for widget in visible:
                assert bounds.contains(widget.rect), (state.name, size, widget.rect)
                assert widget.rect.h >= 24, (state.name, size, widget.rect)  # still clickable
            for a, b in itertools.combinations(visible, 2):
                assert not a.rect.colliderect(b.rect), (state.name, size, a.rect, b.rect)
        finally:
            app.close()
